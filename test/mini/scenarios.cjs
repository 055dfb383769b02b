'use strict';
/**
 * `npm run test:mini` (after run.cjs): every scenario of test/mini/scenarios/, each in its own process (the app
 * loads once per process), two at a time. A scenario spends most of its time waiting for its own local server to
 * start (a process of its own), so two side by side take about the time of one on two cores. Each scenario has its
 * own in-memory server, storage and app, so they share nothing. Prints each scenario's lines, in file order, and
 * ends `N passed, N failed`.
 */
const { spawn } = require('node:child_process');
const { readdirSync } = require('node:fs');
const path = require('node:path');

const DIR = path.join(__dirname, 'scenarios');
const AT_ONCE = 2;
const TIMEOUT_MS = 300000;
const out = (line = '') => process.stdout.write(`${line}\n`);

/** Runs one scenario file; resolves with its stdout and stderr (it is killed after TIMEOUT_MS). */
function runScenario(file) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(DIR, file)], { env: process.env });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGTERM'), TIMEOUT_MS);
    child.on('close', () => {
      clearTimeout(timer);
      resolve({ stdout, stderr });
    });
  });
}

/** At most AT_ONCE scenarios run; the others wait their turn in file order. */
let free = AT_ONCE;
const waiting = [];
const takeTurn = () => (free > 0 ? ((free -= 1), Promise.resolve()) : new Promise((resolve) => waiting.push(resolve)));
const endTurn = () => {
  const nextInLine = waiting.shift();
  if (nextInLine) nextInLine();
  else free += 1;
};

async function main() {
  const files = readdirSync(DIR)
    .filter((f) => f.endsWith('.cjs'))
    .sort();
  const runs = files.map(async (file) => {
    await takeTurn();
    try {
      return await runScenario(file);
    } finally {
      endTurn();
    }
  });

  let passed = 0;
  let failed = 0;
  for (let i = 0; i < files.length; i++) {
    const r = await runs[i];
    const lines = (r.stdout || '').trim().split('\n');
    const last = lines.pop() || '';
    for (const line of lines) out(line);
    const m = /^(\d+) passed, (\d+) failed$/.exec(last);
    if (m) {
      passed += Number(m[1]);
      failed += Number(m[2]);
    } else {
      failed++;
      out(`FAIL ${files[i]} ended without a count: ${last} ${(r.stderr || '').slice(0, 500)}`);
    }
  }
  out(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

void main();
