/**
 * The server process's last line: a rejected promise nobody awaited, or an exception thrown outside any request (a
 * worker thread's error event, a library throwing from a callback), is logged and the server keeps serving, instead
 * of Node's default of ending the process and every request with it. The request that met the failure is answered
 * by its own handler (the error handler turns what reaches it into a 500); what is left here is only logged. A crash
 * that still happens (out of memory, a native fault) is the supervisor's (supervise.ts).
 */
export function installProcessGuards(log: (message: string) => void): void {
  process.on('unhandledRejection', (reason) => {
    log(`unhandled rejection (kept serving): ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`);
  });
  process.on('uncaughtException', (error) => {
    log(`uncaught exception (kept serving): ${error.stack ?? error.message}`);
  });
}
