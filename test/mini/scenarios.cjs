'use strict';
/**
 * `npm run test:mini` (after run.cjs): every scenario of test/mini/scenarios/, each in its own process (the app
 * loads once per process), one after another. Prints each scenario's lines and ends `N passed, N failed`.
 */
const { spawnSync } = require('node:child_process');
const { readdirSync } = require('node:fs');
const path = require('node:path');

const DIR = path.join(__dirname, 'scenarios');
const out = (line = '') => process.stdout.write(`${line}\n`);

let passed = 0;
let failed = 0;
for (const file of readdirSync(DIR).filter((f) => f.endsWith('.cjs')).sort()) {
  const r = spawnSync(process.execPath, [path.join(DIR, file)], { env: process.env, encoding: 'utf8', timeout: 300000 });
  const lines = (r.stdout || '').trim().split('\n');
  const last = lines.pop() || '';
  for (const line of lines) out(line);
  const m = /^(\d+) passed, (\d+) failed$/.exec(last);
  if (m) {
    passed += Number(m[1]);
    failed += Number(m[2]);
  } else {
    failed++;
    out(`FAIL ${file} ended without a count: ${last} ${(r.stderr || '').slice(0, 500)}`);
  }
}
out(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
