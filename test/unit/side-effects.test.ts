/**
 * package.json's `sideEffects` tells webpack that our modules may be skipped when nothing of their own is used. A
 * module that only re-exports is then bypassed (importers are wired to where the names come from), and whatever it
 * imports for effect goes with it: `ui/Popup.ts` (NutUI's CSS plus a re-export) and the form renderer's index (its CSS
 * plus re-exports) lost the dialog's, popup's, overlay's, calendar's and the form controls' CSS in both builds.
 * So: a module that imports something for effect is listed in `sideEffects` when it only re-exports, or when what it
 * imports is not CSS (zod's setup, the boot), since such a module may be imported for nothing else.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const listed: string[] = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).sideEffects;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

const BARE_IMPORT = /^import '([^']+)';$/gm;

/** A stylesheet (a query may pick a part of it): ours, or a NutUI component's `style/css` module (only its CSS). */
const isStyle = (what: string) => /\.css(\?[^/]*)?$/.test(what) || what.endsWith('/style/css');

/** Only imports and `export … from` / `export { … }` statements, once comments are gone. */
function onlyReExports(code: string): boolean {
  const rest = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/^import\b[\s\S]*?;\s*$/gm, '')
    .replace(/^export\s+(type\s+)?(\*(\s+as\s+\w+)?|\{[\s\S]*?\})(\s+from\s+'[^']+')?;\s*$/gm, '');
  return rest.trim() === '';
}

const mustBeListed = sources(path.join(ROOT, 'src'))
  .filter((file) => {
    const code = readFileSync(file, 'utf8');
    const bare = [...code.matchAll(BARE_IMPORT)].map(([, what]) => what ?? '');
    return bare.length > 0 && (onlyReExports(code) || bare.some((what) => !isStyle(what)));
  })
  .map((file) => `./${path.relative(ROOT, file).split(path.sep).join('/')}`);

test.each([
  ["import './a.css';\nexport { A } from './A';\n", true],
  ["// why\nimport '@nutui/x/style/css';\n\nexport { default as X } from '@nutui/x';\n", true],
  ["import './a.css';\nimport { B } from './B';\nexport function A() {\n  return B;\n}\n", false],
  ["import './a.css';\nexport * from './A';\nexport const a = 1;\n", false],
])('a module that only re-exports is recognised (%#)', (code, expected) => {
  expect(onlyReExports(code)).toBe(expected);
});

test('the scan finds the modules kept for their imports', () => {
  expect(mustBeListed).toEqual(expect.arrayContaining(['./src/ui/Popup.ts', './src/app.tsx']));
});

test.each(mustBeListed)('%s is listed in package.json sideEffects', (file) => {
  expect(listed).toContain(file);
});
