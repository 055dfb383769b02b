/**
 * `npm run test:automator`: the miniprogram-automator scripts of test/automator/, one after another, in WeChat
 * DevTools (README "WeChat DevTools and phones"). Not part of `npm test`: it needs DevTools, the built mini program
 * and the local server, and says which is missing instead of failing obscurely.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const DIR = path.join(ROOT, 'test', 'automator');
// DevTools' own default install paths, where miniprogram-automator looks when no cliPath is given.
const DEFAULT_CLI = process.platform === 'win32' ? 'C:/Program Files (x86)/Tencent/微信web开发者工具/cli.bat' : '/Applications/wechatwebdevtools.app/Contents/MacOS/cli';
const SERVER = process.env.TARO_APP_SERVER_ORIGIN || 'http://127.0.0.1:10086';

function refuse(reason: string): never {
  console.error(`test:automator: ${reason}`);
  process.exit(1);
}

async function main() {
  const cli = process.env.WECHAT_CLI || DEFAULT_CLI;
  if (!process.env.WECHAT_WS && !existsSync(cli)) {
    refuse(
      `these scripts need WeChat DevTools (Windows or macOS), and its command-line tool is not at ${cli}. ` +
        'Install DevTools and turn on Settings > Security > Service port, then set WECHAT_CLI to its cli, or start ' +
        'DevTools with `cli auto --project <this repository> --auto-port 9420` and set WECHAT_WS=ws://127.0.0.1:9420.',
    );
  }
  if (!existsSync(path.join(ROOT, 'dist', 'weapp', 'app.json'))) refuse('no built mini program: run `npm run build:weapp` first.');
  const up = await fetch(`${SERVER}/api/auth/clients/pub`).then((r) => r.ok, () => false);
  if (!up) refuse(`the local server does not answer at ${SERVER}: run \`npm run server\` in another terminal.`);

  let failed = 0;
  const scripts = readdirSync(DIR).filter((f) => f.endsWith('.cjs') && f !== 'lib.cjs').sort();
  for (const file of scripts) {
    const r = spawnSync(process.execPath, [path.join(DIR, file)], { stdio: 'inherit', env: process.env });
    if (r.status !== 0) failed += 1;
  }
  console.log(`${scripts.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

void main();
