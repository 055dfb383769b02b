/**
 * Crash safety (issue 34): a stray rejection or exception in the server process is logged and the server keeps
 * serving; a server that dies anyway (kill -9 here) is started again by the supervisor `npm start` and production
 * mode run it under (supervise.ts), and SIGTERM to the supervisor closes both.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { call } from './support/harness.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** main.ts spawned with `env`; `next(re)` waits for the next line of stdout or stderr that matches. */
function spawnMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repo,
    env: { ...process.env, PORT: '0', WARE_DB: ':memory:', WARE_TEST_FAULTS: '1', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  }) as ChildProcessWithoutNullStreams;
  const lines: string[] = [];
  const waiting: { re: RegExp; resolve: (m: RegExpExecArray) => void }[] = [];
  const take = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      lines.push(line);
      if (waiting.length) seen = lines.length;
      for (const w of [...waiting]) {
        const m = w.re.exec(line);
        if (m) {
          waiting.splice(waiting.indexOf(w), 1);
          w.resolve(m);
        }
      }
    }
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // Lines already seen count too (a log line can arrive while the test awaits a call), each matched once.
  let seen = 0;
  const next = (re: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      for (; seen < lines.length; seen++) {
        const m = re.exec(lines[seen]!);
        if (m) {
          seen += 1;
          return resolve(m);
        }
      }
      waiting.push({ re, resolve });
      void exited.then((code) => reject(new Error(`exited ${code} waiting for ${re}: ${lines.join('\n').slice(-2000)}`)));
    });
  return { child, next, exited, lines };
}

describe('crash safety', () => {
  it('a stray rejection and a stray exception are logged; the server keeps serving', async () => {
    const main = spawnMain({});
    try {
      const url = JSON.parse((await main.next(/^\{"url".*\}$/))[0]).url as string;
      assert.equal((await call(url, 'POST', '/__test/stray-failure')).status, 200);
      await main.next(/unhandled rejection \(kept serving\)/);
      await main.next(/uncaught exception \(kept serving\)/);
      assert.equal((await call(url, 'GET', '/api/auth/clients/pub')).body.data.clientId, 'ware-mobile');
    } finally {
      main.child.kill('SIGTERM');
      assert.equal(await main.exited, 0);
    }
  });

  it('the supervisor starts the server again after kill -9, and SIGTERM ends both', async () => {
    const main = spawnMain({ WARE_SUPERVISE: '1' });
    let pid = 0;
    try {
      pid = Number((await main.next(/supervisor: server pid (\d+) started/))[1]);
      const first = JSON.parse((await main.next(/^\{"url".*\}$/))[0]).url as string;
      assert.equal((await call(first, 'GET', '/api/auth/clients/pub')).status, 200);
      const again = main.next(/supervisor: server pid (\d+) started/);
      process.kill(pid, 'SIGKILL');
      pid = Number((await again)[1]);
      const second = JSON.parse((await main.next(/^\{"url".*\}$/))[0]).url as string;
      assert.equal((await call(second, 'GET', '/api/auth/clients/pub')).body.data.clientId, 'ware-mobile');
    } finally {
      main.child.kill('SIGTERM');
      assert.equal(await main.exited, 0);
    }
    assert.throws(() => process.kill(pid, 0), /ESRCH/);
  });
});
