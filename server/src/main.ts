/**
 * `npm run server`: starts the platform server. PORT=0 picks a free port and prints exactly one JSON line
 * `{"url":"http://127.0.0.1:NNNNN"}` on stdout (for tests that spawn it); logs go to stderr. `--lan` (or WARE_LAN=1)
 * listens on every interface and announces the LAN address with a QR code.
 *
 * Production mode (WARE_MODE=production) and WARE_SUPERVISE=1 (`npm start` sets it) run the server as the child of a
 * supervisor that restarts it when it dies (supervise.ts); the server itself logs a stray rejection or exception and
 * keeps serving (process-guards.ts).
 */
import { fileURLToPath } from 'node:url';

import { startServer, type RunningServer } from './app.js';
import { resolveConfig } from './config.js';
import { lanAnnouncement } from './lan-announce.js';
import { installProcessGuards } from './process-guards.js';
import { isSupervisedChild, supervise } from './supervise.js';

// Keep stdout for the announcement line: libraries that print notices (console.log / console.info) go to stderr.
console.log = console.error;
console.info = console.error;

if (!isSupervisedChild() && (process.env.WARE_SUPERVISE === '1' || resolveConfig().mode === 'production'))
  supervise(fileURLToPath(import.meta.url));
else await serve();

async function serve(): Promise<void> {
  installProcessGuards((message) => process.stderr.write(`${new Date().toISOString()} ${message}\n`));
  const running: { server?: RunningServer } = {};
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`${signal}: closing\n`);
    await running.server?.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const lanMode = process.argv.includes('--lan') || process.env.WARE_LAN === '1';
  const server = await startServer({ lan: lanMode });
  const lan = lanAnnouncement(server.lanUrls, lanMode);
  running.server = server;

  if (process.env.PORT === '0') {
    process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
  } else if (server.mode === 'production') {
    process.stdout.write(
      `\nWare platform server: ${server.url}  (PRODUCTION mode: no demo data, development WeChat codes refused, strict limits)\n` +
        `  H5 ${server.url}/   API ${server.url}/api   identity provider ${server.url}/oidc\n\n${lan}`,
    );
  } else {
    // Demo mode only: production mode loads no seed code (app.ts `seedDatabase`).
    const { APP_SEEDS, DEMO_PASSWORD, DEMO_USERS } = await import('./seed/index.js');
    const users = DEMO_USERS.map((u) => `  ${u.username.padEnd(9)} ${u.what}`).join('\n');
    const codes = APP_SEEDS.map((a) => a.code).join(', ');
    process.stdout.write(
      `\nWare platform server: ${server.url}  (DEMO mode: seeded demo data, development WeChat codes dev-wx-<username> sign in without a password; WARE_MODE=production for real use)\n` +
        `  H5 ${server.url}/   API ${server.url}/api   identity provider ${server.url}/oidc\n\n` +
        `Demo accounts (password ${DEMO_PASSWORD}):\n${users}\n\n` +
        `Short codes (${server.url}/<code>): ${codes}\n\n${lan}`,
    );
  }
}
