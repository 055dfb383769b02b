/**
 * `npm test`: every layer, stopping at nothing so one run shows every failure.
 *   typecheck, lint  the type check and lint (with knip)
 *   unit+component   pure modules in node and screens in jsdom (Jest projects `unit`, `component`)
 *   server           the local platform server (node:test)
 *   build:weapp/h5   production builds of both targets
 *   mini             every page of the built mini program under miniprogram-simulate, and WeChat's own checks
 *   size             the bundle budgets
 *   e2e              the H5 in Debian's Chromium against the local platform server
 * Layers start as soon as what they need has passed and a core is free. Most keep one core busy: tsc, eslint, one
 * webpack compiler, the simulator, and Jest too, which on two cores runs the tests in band (its default is one worker
 * less than the cores). On CI's two cores two such layers run side by side: each is somewhat slower than alone (their
 * compilers' and garbage collectors' threads take a third of a core more), the pair much faster than one after the
 * other. The server tests and the e2e fill both cores and run alone. LAYERS is also the order they start in: the mini program's
 * build and the long mini layer after it on one core, while the other one-core layers, longest first, take turns on
 * the second. A layer's output is printed whole when it ends, so layers side by side do not interleave.
 * `npm test -- <layer>…` runs only the named layers (`build` means both builds). The summary gives each layer's time
 * and when it started; the last line counts the layers: `layers: N passed, N failed`.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

interface Layer {
  name: string;
  cmd: string;
  /** Layers that must have passed first (a failed one skips this layer). */
  needs?: string[];
  /** Fills every core (its own workers): runs alone. */
  allCores?: boolean;
}

const LAYERS: Layer[] = [
  { name: 'build:weapp', cmd: 'npm run -s build:weapp' },
  { name: 'lint', cmd: 'npm run -s lint' },
  { name: 'mini', cmd: 'npm run -s test:mini', needs: ['build:weapp'] },
  { name: 'unit+component', cmd: 'npx jest --ci --selectProjects unit component' },
  { name: 'build:h5', cmd: 'npm run -s build:h5' },
  { name: 'typecheck', cmd: 'npm run -s typecheck' },
  { name: 'size', cmd: 'npm run -s size', needs: ['build:weapp', 'build:h5'] },
  { name: 'server', cmd: 'npm run -s test:server', allCores: true },
  { name: 'e2e', cmd: 'npm run -s test:e2e', needs: ['build:h5'], allCores: true },
];

const CORES = Math.max(1, availableParallelism());

interface Result {
  name: string;
  ok: boolean;
  /** Seconds after `npm test` began. */
  startedAt: number;
  seconds: number;
  skipped?: boolean;
}

const only = process.argv.slice(2);
// `npm test -- build` still means both builds.
const selected = (name: string) => !only.length || only.includes(name) || (name.startsWith('build:') && only.includes('build'));

const began = Date.now();
const sinceStart = () => (Date.now() - began) / 1000;

function run(layer: Layer): Promise<Result> {
  return new Promise((resolve) => {
    const startedAt = sinceStart();
    const child = spawn(layer.cmd, { cwd: ROOT, shell: true, env: { ...process.env, FORCE_COLOR: '0' } });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n=== ${layer.name}: ${layer.cmd}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ name: layer.name, ok: code === 0, startedAt, seconds: sinceStart() - startedAt });
    });
  });
}

/**
 * Runs the layers, each when its needs have ended (a need that is not selected counts as met) and its cores are
 * free. A layer waiting for cores holds back the layers after it, so a layer that needs every core is not overtaken
 * forever by one-core layers.
 */
function runAll(layers: Layer[]): Promise<Result[]> {
  const results = new Map<string, Result>();
  const pending = [...layers];
  const names = new Set(layers.map((l) => l.name));
  let free = CORES;
  let running = 0;
  return new Promise((done) => {
    const startReady = () => {
      for (let i = 0; i < pending.length; ) {
        const layer = pending[i]!;
        const needs = (layer.needs ?? []).filter((n) => names.has(n));
        const failedNeed = needs.find((n) => results.get(n)?.ok === false);
        if (failedNeed) {
          process.stdout.write(`\n=== ${layer.name}: skipped, ${failedNeed} failed\n`);
          results.set(layer.name, { name: layer.name, ok: false, startedAt: sinceStart(), seconds: 0, skipped: true });
          pending.splice(i, 1);
          i = 0;
          continue;
        }
        if (!needs.every((n) => results.has(n))) {
          i += 1;
          continue;
        }
        const cores = layer.allCores ? CORES : 1;
        if (cores > free) break;
        pending.splice(i, 1);
        free -= cores;
        running += 1;
        void run(layer).then((result) => {
          results.set(layer.name, result);
          free += cores;
          running -= 1;
          startReady();
        });
      }
      if (!running && !pending.length) done(layers.map((l) => results.get(l.name)!));
    };
    startReady();
  });
}

async function main(): Promise<void> {
  const results = await runAll(LAYERS.filter((layer) => selected(layer.name)));
  console.log(`\n=== summary (${CORES} cores, ${sinceStart().toFixed(1)} s in all)`);
  for (const r of results) {
    const state = r.ok ? 'ok  ' : r.skipped ? 'SKIP' : 'FAIL';
    const from = r.skipped ? '' : `  (from ${r.startedAt.toFixed(1)} s)`;
    console.log(`${state} ${r.name.padEnd(16)} ${r.seconds.toFixed(1).padStart(6)} s${from}`);
  }
  const failed = results.filter((r) => !r.ok).length;
  console.log(`layers: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

void main();
