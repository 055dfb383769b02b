import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const ROOT = path.resolve(__dirname, '..', '..');

export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  /** The server's log lines (stderr) so far: what a demo server prints for people, such as SMS codes. */
  logLines(): readonly string[];
  stop(): void;
}

/**
 * The local platform server as a child for one test run: random port (PORT=0 makes it print one JSON line with its
 * URL), in-memory database, fault switch on. `env` overrides, e.g. a short WARE_ACCESS_TOKEN_TTL.
 */
export async function spawnServer(env: Record<string, string> = {}): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', WARE_DB: ':memory:', WARE_TEST_FAULTS: '1', ...env },
    // Server logs go to stderr: kept for the tests that read them, shown only when asked for.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  readline.createInterface({ input: child.stderr! }).on('line', (line) => {
    log.push(line);
    if (process.env.WARE_SERVER_LOGS) process.stderr.write(`${line}\n`);
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 60 s')), 60_000);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    lines.on('line', (line) => {
      try {
        const parsed = JSON.parse(line) as { url?: string };
        if (parsed.url) {
          clearTimeout(timer);
          resolve(parsed.url);
        }
      } catch {
        /* not the announcement */
      }
    });
  });
  return { url, child, logLines: () => log, stop: () => void child.kill('SIGTERM') };
}
