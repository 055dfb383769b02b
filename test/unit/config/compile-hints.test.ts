/**
 * config/compile-hints.ts: the H5's entry scripts (initial chunks) begin with V8's `//# allFunctionsCalledOnLoad`
 * after minification; chunks loaded later (a page, an editor family) do not, since most of their functions may never
 * run. Built for real with webpack, minified, in a temporary directory.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import webpack from 'webpack';

import { COMPILE_HINT, CompileHintsPlugin } from '../../../config/compile-hints';

function build(): Promise<Record<string, string>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  writeFileSync(path.join(dir, 'entry.js'), "import('./later').then((m) => m.later()); export function start() { return 'start'; }");
  writeFileSync(path.join(dir, 'later.js'), "export function later() { return 'later'; }");
  const out = path.join(dir, 'out');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { app: './entry.js' },
    output: { path: out, filename: '[name].js', chunkFilename: '[name].chunk.js' },
    plugins: [new CompileHintsPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString()));
      resolve(Object.fromEntries(readdirSync(out).map((file) => [file, readFileSync(path.join(out, file), 'utf8')])));
      rmSync(dir, { recursive: true, force: true });
    }),
  );
}

it('puts the compile hint first in the entry script, and only there', async () => {
  const files = await build();
  const chunks = Object.keys(files).filter((file) => file.endsWith('.chunk.js'));
  expect(files['app.js']!.startsWith(COMPILE_HINT)).toBe(true);
  expect(chunks.length).toBeGreaterThan(0);
  for (const chunk of chunks) expect(files[chunk]).not.toContain('allFunctionsCalledOnLoad');
});
