/**
 * `npm test`: every layer, stopping at nothing so one run shows every failure.
 *   typecheck, lint  the type check and lint (with knip)
 *   unit+component   pure modules in node and screens in jsdom (Jest projects `unit`, `component`)
 *   server           the local platform server (node:test)
 *   build:weapp/h5   production builds of both targets
 *   mini             every page of the built mini program under miniprogram-simulate, and WeChat's own checks
 *   size             the bundle budgets
 *   e2e              the H5 in Debian's Chromium against the local platform server
 * Layers of one stage run at the same time: each of them keeps only one core busy (tsc, eslint, one webpack
 * compiler, the simulator), so on CI's two cores a pair takes about as long as the longer of the two. Layers that
 * fill both cores (Jest's workers, the server tests, the e2e workers) have a stage of their own. A layer's output is
 * printed whole when it ends, so paired layers do not interleave.
 * `npm test -- <layer>…` runs only the named layers. The last line counts the layers: `layers: N passed, N failed`.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

interface Layer {
  name: string;
  cmd: string;
  needs?: string[];
}

const STAGES: Layer[][] = [
  [
    { name: 'typecheck', cmd: 'npm run -s typecheck' },
    { name: 'lint', cmd: 'npm run -s lint' },
  ],
  [{ name: 'unit+component', cmd: 'npx jest --ci --selectProjects unit component' }],
  [{ name: 'server', cmd: 'npm run -s test:server' }],
  [{ name: 'build:weapp', cmd: 'npm run -s build:weapp' }],
  [
    { name: 'build:h5', cmd: 'npm run -s build:h5' },
    { name: 'mini', cmd: 'npm run -s test:mini', needs: ['build:weapp'] },
  ],
  [{ name: 'size', cmd: 'npm run -s size', needs: ['build:weapp', 'build:h5'] }],
  [{ name: 'e2e', cmd: 'npm run -s test:e2e', needs: ['build:h5'] }],
];

interface Result {
  name: string;
  ok: boolean;
  seconds: number;
  skipped?: boolean;
}

const only = process.argv.slice(2);
const results: Result[] = [];
// `npm test -- build` still means both builds.
const selected = (name: string) => !only.length || only.includes(name) || (name.startsWith('build:') && only.includes('build'));

function run(layer: Layer): Promise<Result> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(layer.cmd, { cwd: ROOT, shell: true, env: { ...process.env, FORCE_COLOR: '0' } });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      process.stdout.write(`\n=== ${layer.name}: ${layer.cmd}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ name: layer.name, ok: code === 0, seconds });
    });
  });
}

async function main(): Promise<void> {
  for (const stage of STAGES) {
    const runs = stage.filter((layer) => selected(layer.name)).map((layer) => {
      const failedNeed = layer.needs?.find((n) => results.find((r) => r.name === n && !r.ok));
      if (!failedNeed) return run(layer);
      process.stdout.write(`\n=== ${layer.name}: skipped, ${failedNeed} failed\n`);
      return Promise.resolve({ name: layer.name, ok: false, seconds: 0, skipped: true });
    });
    results.push(...(await Promise.all(runs)));
  }

  console.log('\n=== summary');
  for (const r of results) {
    console.log(`${r.ok ? 'ok  ' : r.skipped ? 'SKIP' : 'FAIL'} ${r.name.padEnd(16)} ${r.seconds.toFixed(1)} s`);
  }
  const failed = results.filter((r) => !r.ok).length;
  console.log(`layers: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

void main();
