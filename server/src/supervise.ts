/**
 * The supervisor: `npm start` and production mode run the server as a child of this small parent, which starts it
 * again when it dies (a crash, a kill -9, out of memory) after a backoff that doubles from 1 s to 30 s, and falls back
 * to 1 s once a child has run a minute. SIGINT and SIGTERM are passed to the child, which closes; the parent then ends
 * with the child's exit code and does not restart it. The child knows it is supervised by WARE_SUPERVISED=1.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const FIRST_BACKOFF_MS = 1000;
const MAX_BACKOFF_MS = 30_000;
/** A child that ran this long was healthy: the next restart waits the first backoff again. */
const HEALTHY_MS = 60_000;

export const isSupervisedChild = (): boolean => process.env.WARE_SUPERVISED === '1';

/** Runs `script` (with this process's node flags and arguments) under supervision; never returns. */
export function supervise(script: string): void {
  let child: ChildProcess | null = null;
  let stopping = false;
  let backoff = FIRST_BACKOFF_MS;

  const run = () => {
    const started = Date.now();
    child = spawn(process.execPath, [...process.execArgv, script, ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, WARE_SUPERVISED: '1' } });
    process.stderr.write(`supervisor: server pid ${child.pid} started\n`);
    child.once('exit', (code, signal) => {
      child = null;
      if (stopping) process.exit(code ?? 0);
      if (Date.now() - started >= HEALTHY_MS) backoff = FIRST_BACKOFF_MS;
      process.stderr.write(`supervisor: server exited (${signal ?? `code ${code}`}); restarting in ${backoff} ms\n`);
      setTimeout(run, backoff);
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
    });
  };

  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    if (child) child.kill(signal);
    else process.exit(0);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  run();
}
