/**
 * `npm test`: every layer, in order, stopping at nothing so one run shows every failure.
 *   static      type check and lint
 *   unit        pure modules in node (Jest project `unit`)
 *   component   screens in jsdom with @tarojs/test-utils-react (Jest project `component`)
 *   server      the local platform server (node:test)
 *   build       production builds of both targets
 *   mini        every page of the built mini program under miniprogram-simulate
 *   size        the bundle budgets
 *   e2e         the H5 in Debian's Chromium against the local platform server
 * The last line counts the layers: `layers: N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

interface Layer {
  name: string;
  cmd: string;
  needs?: string[];
}

const LAYERS: Layer[] = [
  { name: 'typecheck', cmd: 'npm run -s typecheck' },
  { name: 'lint', cmd: 'npm run -s lint' },
  { name: 'unit+component', cmd: 'npx jest --ci --selectProjects unit component' },
  { name: 'server', cmd: 'npm run -s test:server' },
  { name: 'build', cmd: 'npm run -s build:weapp && npm run -s build:h5' },
  { name: 'mini', cmd: 'npm run -s test:mini', needs: ['build'] },
  { name: 'size', cmd: 'npm run -s size', needs: ['build'] },
  { name: 'e2e', cmd: 'npm run -s test:e2e', needs: ['build'] },
];

const only = process.argv.slice(2);
const results: { name: string; ok: boolean; seconds: number; skipped?: boolean }[] = [];

for (const layer of LAYERS) {
  if (only.length && !only.includes(layer.name)) continue;
  const failedNeed = layer.needs?.find((n) => results.find((r) => r.name === n && !r.ok));
  if (failedNeed) {
    console.log(`\n=== ${layer.name}: skipped, ${failedNeed} failed`);
    results.push({ name: layer.name, ok: false, seconds: 0, skipped: true });
    continue;
  }
  console.log(`\n=== ${layer.name}: ${layer.cmd}`);
  const started = Date.now();
  const run = spawnSync(layer.cmd, { cwd: ROOT, stdio: 'inherit', shell: true, env: { ...process.env, FORCE_COLOR: '0' } });
  const seconds = (Date.now() - started) / 1000;
  results.push({ name: layer.name, ok: run.status === 0, seconds });
}

console.log('\n=== summary');
for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : r.skipped ? 'SKIP' : 'FAIL'} ${r.name.padEnd(16)} ${r.seconds.toFixed(1)} s`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`layers: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
