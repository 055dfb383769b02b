import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { customRoutes, mainPages, ROUTES, subPackages, SUBPACKAGE_ROOTS, type RouteRow } from '../../src/routes';

/**
 * The route table against the spec's table (screens-data-rules.md §2), row by row, so nothing is dropped or
 * misspelled. The spec's table is kept as a fixture so the test runs without ../shared; when the shared spec is
 * beside the checkout, the fixture must still equal it.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const FIXTURE = path.join(__dirname, 'fixtures', 'spec-screens-table.md');
const SHARED_SPEC = path.join(ROOT, '..', 'shared', 'spec', 'screens-data-rules.md');

interface SpecScreen {
  path: string;
  aliases: string[];
}

/** Reads one cell of the spec's Path / alias column into internal paths with their aliases. */
export function parseCell(cell: string): SpecScreen[] {
  // "a / b": one path and its alias.
  const single = /^(\/\S*) \/ (\/\S*)$/.exec(cell);
  if (single) return [{ path: single[1]!, aliases: [single[2]!] }];
  // "a; b (alias c); d": several paths, some with aliases.
  if (cell.includes(';')) {
    return cell.split(';').map((part) => {
      const m = /^\s*(\/\S+)(?:\s+\(alias (\/\S+)\))?\s*$/.exec(part);
      if (!m) throw new Error(`unreadable part: ${part}`);
      return { path: m[1]!, aliases: m[2] ? [m[2]] : [] };
    });
  }
  // "/dir/index, /join, name (what it is), ...": siblings of the first path, or top-level paths when the first
  // one has a single segment ("/choose-location, /open-location").
  const items = cell.split(',').map((s) => s.replace(/\(.*?\)/g, '').trim());
  const first = items[0]!;
  const dir = first.split('/').length > 2 ? first.slice(0, first.lastIndexOf('/')) : '';
  return items.map((item, i) => {
    if (i === 0) return { path: item, aliases: [] };
    return { path: `${dir}/${item.replace(/^\//, '')}`, aliases: [] };
  });
}

function specScreens(table: string): SpecScreen[] {
  return table
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Screen'))
    .flatMap((line) => parseCell(line.split('|')[2]!.trim()));
}

const table = readFileSync(FIXTURE, 'utf8');
const spec = specScreens(table);

describe('route table against spec §2', () => {
  if (existsSync(SHARED_SPEC)) {
    it('the fixture is the shared spec table, unchanged', () => {
      const source = readFileSync(SHARED_SPEC, 'utf8');
      for (const line of table.trim().split('\n')) expect(source).toContain(line);
    });
  }

  it('reads every spec row (49 screens)', () => {
    expect(spec).toHaveLength(49);
  });

  // A built-in screen is named by the spec by its public path alone: its page lives elsewhere with that path as alias.
  const specPath = (r: RouteRow) => (r.builtin ? r.aliases[0]! : r.path);
  const specAliases = (r: RouteRow) => (r.builtin ? [] : r.aliases);

  it.each(spec.map((s) => [s.path, s.aliases] as const))('%s with aliases %j is in the table', (p, aliases) => {
    const row = ROUTES.find((r) => specPath(r) === p);
    expect(row).toBeDefined();
    expect(specAliases(row!)).toEqual(aliases);
  });

  it('a built-in screen has exactly one alias, its path in the spec', () => {
    for (const r of ROUTES.filter((x) => x.builtin)) expect(r.aliases).toHaveLength(1);
  });

  it('has no screen the spec does not name, except the additions, each saying why', () => {
    expect(ROUTES.filter((r) => !r.addition).map(specPath).sort()).toEqual(spec.map((s) => s.path).sort());
    for (const r of ROUTES.filter((x) => x.addition)) expect(r.addition!.length).toBeGreaterThan(10);
  });

  it('every row has a title and a package root of the spec', () => {
    for (const r of ROUTES) {
      expect(r.title.length).toBeGreaterThan(0);
      expect(['pages', ...SUBPACKAGE_ROOTS]).toContain(r.path.split('/')[1]);
    }
  });
});

describe('app.config and customRoutes come from ready rows only', () => {
  const srcFile = (p: string) => ['.tsx', '.ts'].some((ext) => existsSync(path.join(ROOT, 'src', p + ext)));

  it('every ready row has its page file and page config', () => {
    for (const r of ROUTES.filter((x) => x.ready)) {
      expect(srcFile(r.path.slice(1))).toBe(true);
      expect(existsSync(path.join(ROOT, 'src', `${r.path.slice(1)}.config.ts`))).toBe(true);
    }
  });

  it('a row that is not ready has no page file, so nothing half-built ships', () => {
    for (const r of ROUTES.filter((x) => !x.ready)) {
      expect([r.path, srcFile(r.path.slice(1))]).toEqual([r.path, false]);
    }
  });

  it('the entry page is first in the main package', () => {
    expect(mainPages()[0]).toBe('pages/index/temp');
  });

  it('main pages live in pages/, subpackages in their own roots', () => {
    for (const p of mainPages()) expect(p.startsWith('pages/')).toBe(true);
    for (const sp of subPackages()) {
      expect(SUBPACKAGE_ROOTS).toContain(sp.root);
      for (const page of sp.pages) {
        expect(ROUTES.find((r) => r.path === `/${sp.root}/${page}`)?.ready).toBe(true);
      }
    }
  });

  it('customRoutes maps ready internal paths to their aliases', () => {
    const routes = customRoutes();
    for (const [internal, alias] of Object.entries(routes)) {
      const row = ROUTES.find((r) => r.path === internal)!;
      expect(row.ready).toBe(true);
      expect([alias].flat()).toEqual(row.aliases);
    }
    expect(routes['/pagesB/view/404']).toBe('/404');
  });
});
