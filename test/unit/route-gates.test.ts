import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { PATHS, ROUTES, type RouteRow } from '../../src/routes';

/**
 * The app access gate is declared, not a convention: each route row says whether its screen needs the app access
 * check (`appAccess`), and its page entry must then be the screen wrapped in `withAppAccess`, and only then.
 */
const SRC = path.resolve(__dirname, '..', '..', 'src');

function pageEntry(row: RouteRow): { file: string; text: string } {
  const base = path.join(SRC, row.path.slice(1));
  const file = ['.tsx', '.ts'].map((ext) => base + ext).find((f) => existsSync(f));
  if (!file) throw new Error(`no page file for ${row.path}`);
  return { file, text: readFileSync(file, 'utf8') };
}

/** The screen module a page entry shows: its default export's source, the file it re-exports or imports it from. */
function screenSource(entry: { file: string; text: string }): string {
  const from = /export \{ default \} from '([^']+)'/.exec(entry.text)?.[1] ?? /import \w+ from '(\.[^']+)'/.exec(entry.text)?.[1];
  if (!from) return entry.text;
  const base = path.resolve(path.dirname(entry.file), from);
  const file = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((f) => existsSync(f));
  return file ? readFileSync(file, 'utf8') : entry.text;
}

const ready = ROUTES.filter((r) => r.ready);
const wrapped = (text: string) => /export default withAppAccess\(\w+\);/.test(text);

describe('the app access gate, by the route table', () => {
  it.each(ready.map((r) => [r.path, r] as const))('%s: the page entry is gated exactly when its row says so', (_p, row) => {
    const entry = pageEntry(row);
    expect({ path: row.path, gated: wrapped(entry.text) }).toEqual({ path: row.path, gated: row.appAccess === true });
    // Wrapped once, by its default export: nothing else in the entry calls the gate.
    expect(entry.text.split('withAppAccess(').length - 1).toBe(row.appAccess ? 1 : 0);
  });

  it('a screen that reads the app id from its address is gated (the application index runs the check itself)', () => {
    const readsAppId = ready.filter((r) => /params\.appId\b/.test(screenSource(pageEntry(r)))).map((r) => r.path);
    expect(readsAppId.length).toBeGreaterThan(5);
    const ungated = readsAppId.filter((p) => p !== PATHS.appIndex && !ROUTES.find((r) => r.path === p)?.appAccess);
    expect(ungated).toEqual([]);
  });

  it('the application screens of spec §2 are the gated rows', () => {
    expect(ready.filter((r) => r.appAccess).map((r) => r.screen).sort()).toEqual(
      [
        'Data set',
        'Detail',
        'Document comment',
        'Document preview',
        'Download',
        'Lists',
        'QR poster sharing',
        'Search',
        'Search form info',
        'Search not open',
        'Statistic analysis',
        'Submission success',
      ].sort(),
    );
  });
});
