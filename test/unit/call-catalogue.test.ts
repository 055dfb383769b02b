import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { callsInRepository, callsInSource, type CallSite } from './api-call-sites';
import { catalogueSection } from '../../scripts/call-catalogue';
import { CALL_ADDITIONS, CALL_CATALOGUE, type CallAddition, type CatalogueEntry } from '../../src/api/call-catalogue';

/**
 * The call catalogue (src/api/call-catalogue.ts) against the spec's §7 and against the calls the client makes, as
 * the route table and the error catalogue are held to theirs:
 * - every call written in src (test/unit/api-call-sites.ts says how they are found) is an entry of the catalogue
 *   or a listed addition;
 * - every entry without a mark is made; an entry marked as a gap (issue 35 or 36) or as never made is not made, so
 *   closing a gap fails here until its mark goes;
 * - every absolute path §7 writes is in the catalogue (the spec's section is kept as a fixture, like the others);
 * - src/api/README.md's table is the catalogue's.
 * server/test/infra.test.ts holds the same data to the local server: every call made is served.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const FIXTURE = path.join(__dirname, 'fixtures', 'spec-call-catalogue.md');
const SHARED_SPEC = path.join(ROOT, '..', 'shared', 'spec', 'calls-and-errors.md');
const API_README = path.join(ROOT, 'src', 'api', 'README.md');

/** The sites whose path is not written there, and where their paths are written instead. */
const DYNAMIC_SITES: Record<string, string> = {
  'src/api/transport.ts urlOf': 'the transport itself: each call\'s path is read at its request({...})',
  'src/api/engine.ts engineCall': 'the engine prefix: each engine\'s path is read at its byEngine(...) and prefixed here',
  'src/api/storage.ts uploadTo': 'the upload: each path is read at its uploadTo(...) call',
  'src/api/forms.ts duplicateCheck': 'the paths are written in src/domain/form-engine/duplicates.ts (read below)',
};

/** Where duplicateCheck's paths are written (POST, as duplicateCheck sends them). */
const DUPLICATE_CHECK_PATHS = path.join(ROOT, 'src', 'domain', 'form-engine', 'duplicates.ts');

const segments = (p: string) => p.split('/');
/** A path parameter (`{id}`, a call's `{}`); `{idp}`, the identity provider, is a name. */
const isParam = (segment: string) => /^\{\w*\}$/.test(segment) && segment !== '{idp}';

/**
 * How closely an entry's path and method fit a call (higher is closer), or -1 when they do not: segment by segment,
 * a literal must equal, an entry's `{param}` takes any segment; a call's `{}` (an id) only an entry's parameter.
 */
function fit(entry: { method: string | null; path: string }, call: CallSite): number {
  if (!entry.path || (entry.method && entry.method !== call.method)) return -1;
  const [want, have] = [segments(entry.path), segments(call.path)];
  if (want.length !== have.length) return -1;
  let score = entry.method ? 1 : 0;
  for (const [i, w] of want.entries()) {
    const h = have[i]!;
    if (w === h) score += isParam(w) ? 1 : 2;
    else if (!isParam(w)) return -1;
  }
  return score;
}

interface Parity {
  /** The entries a call fits best. */
  made: Set<CatalogueEntry>;
  problems: string[];
}

/** Holds the calls to the catalogue and the additions; `problems` is empty when they agree. */
function parity(calls: CallSite[], catalogue: readonly CatalogueEntry[], additions: readonly CallAddition[]): Parity {
  const made = new Set<CatalogueEntry>();
  const usedAdditions = new Set<CallAddition>();
  const problems: string[] = [];
  for (const call of calls) {
    const scored = catalogue.map((entry) => [entry, fit(entry, call)] as const).filter(([, s]) => s >= 0);
    const best = Math.max(-1, ...scored.map(([, s]) => s));
    const addition = additions.find((a) => fit(a, call) >= 0);
    if (best >= 0) for (const [entry, s] of scored) if (s === best) made.add(entry);
    if (addition) usedAdditions.add(addition);
    if (best < 0 && !addition) problems.push(`${call.method} ${call.path} (${call.at}): not in the catalogue nor an addition`);
    if (best >= 0 && addition) problems.push(`${addition.method} ${addition.path}: an addition, but the catalogue lists it`);
  }
  for (const entry of catalogue) {
    const name = `${entry.method ?? '—'} ${entry.path || entry.ours}`;
    const marked = entry.gap !== undefined || entry.never !== undefined;
    if (entry.gap !== undefined && entry.never !== undefined) problems.push(`${name}: both a gap and never made`);
    if (!marked && !made.has(entry)) problems.push(`${name}: not made, and neither a gap nor never made`);
    if (marked && made.has(entry)) problems.push(`${name}: made, so it is no longer ${entry.gap ? `a gap of issue ${entry.gap}` : 'never made'}`);
    if (!entry.path && !entry.ours) problems.push(`(no path): an entry needs a path or what the spec calls it`);
  }
  for (const a of additions) if (!usedAdditions.has(a)) problems.push(`${a.method} ${a.path}: listed as an addition, but not made`);
  const keys = catalogue.filter((e) => e.path).map((e) => `${e.method ?? '—'} ${e.path}`);
  for (const key of new Set(keys)) if (keys.indexOf(key) !== keys.lastIndexOf(key)) problems.push(`${key}: listed twice`);
  return { made, problems };
}

describe('the check itself', () => {
  const fixture = path.join(__dirname, 'fixtures', 'call-catalogue', 'service.ts');
  const found = callsInSource(fixture, readFileSync(fixture, 'utf8'), true, ROOT);
  const entry = (method: CatalogueEntry['method'], p: string, marks: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
    method,
    path: p,
    group: 'auth',
    ...marks,
  });

  test('reads literals, both engines\' prefixes, conditionals, and a path it cannot read', () => {
    expect(found.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /auth/joined-organization',
      'PUT /ware-engine-form/data/{}',
      'DELETE /bigtable/application/{}/form/{}/form-data/{}',
      'POST /made-up/on',
      'POST /made-up/off',
    ]);
    expect(found.dynamic.map((d) => `${d.inFunction}: ${d.text}`)).toEqual(['anywhere: path']);
  });

  test('names a call the catalogue lacks, an entry nobody makes, a closed gap and a stale addition', () => {
    const catalogue = [
      entry('GET', '/auth/joined-organization'),
      entry('PUT', '/ware-engine-form/data/{id}'),
      entry('DELETE', '/bigtable/application/{appId}/form/{formId}/form-data/{dataId}', { gap: 35 }),
      entry('GET', '/auth/clients/pub'),
      entry('GET', '/platform/roles', { never: 'why' }),
    ];
    const additions = [
      { method: 'POST', path: '/made-up/on', reason: 'r' },
      { method: 'GET', path: '/nobody', reason: 'r' },
    ] as const;
    expect(parity(found.calls, catalogue, additions).problems).toEqual([
      'POST /made-up/off (test/unit/fixtures/call-catalogue/service.ts:16): not in the catalogue nor an addition',
      'DELETE /bigtable/application/{appId}/form/{formId}/form-data/{dataId}: made, so it is no longer a gap of issue 35',
      'GET /auth/clients/pub: not made, and neither a gap nor never made',
      'GET /nobody: listed as an addition, but not made',
    ]);
  });

  test('a literal call fits the entry that names it rather than one with a parameter there', () => {
    const call = { method: 'GET', path: '/crm/membership/findMember', at: 'x' };
    const { made } = parity([call], [entry('GET', '/crm/membership/findMember'), entry('GET', '/crm/membership/{id}', { gap: 36 })], []);
    expect([...made].map((e) => e.path)).toEqual(['/crm/membership/findMember']);
  });
});

describe('the call catalogue', () => {
  const found = callsInRepository(ROOT);
  const duplicateChecks = callsInSource(DUPLICATE_CHECK_PATHS, readFileSync(DUPLICATE_CHECK_PATHS, 'utf8'), true, ROOT).calls.map(
    (c) => ({ ...c, method: 'POST' }),
  );
  const calls = [...found.calls, ...duplicateChecks];

  if (existsSync(SHARED_SPEC)) {
    test('the fixture is the shared spec\'s §7, unchanged', () => {
      const source = readFileSync(SHARED_SPEC, 'utf8');
      for (const line of readFileSync(FIXTURE, 'utf8').trim().split('\n')) expect(source).toContain(line);
    });
  }

  test('holds every absolute path §7 writes', () => {
    const section = readFileSync(FIXTURE, 'utf8');
    const written = [...section.matchAll(/(?<![\w}])\/[A-Za-z{][\w{}/.-]*/g)].map((m) => m[0].replace(/[./]+$/, ''));
    const missing = written.filter((p) => !CALL_CATALOGUE.some((e) => e.path.includes(p)));
    expect(missing).toEqual([]);
    expect(written.length).toBeGreaterThan(100);
  });

  test('every site whose path is not written there is known', () => {
    const sites = found.dynamic.map((d) => `${d.at.replace(/:\d+$/, '')} ${d.inFunction}`);
    expect(sites.sort()).toEqual(Object.keys(DYNAMIC_SITES).sort());
    expect(duplicateChecks.length).toBe(2);
  });

  test('every call made is listed, every entry is made or marked', () => {
    expect(calls.length).toBeGreaterThan(200);
    expect(parity(calls, CALL_CATALOGUE, CALL_ADDITIONS).problems).toEqual([]);
  });

  test('src/api/README.md\'s table is the catalogue\'s', () => {
    const readme = readFileSync(API_README, 'utf8');
    // When this fails after a change of the catalogue: npx tsx scripts/call-catalogue.ts
    expect(readme).toContain(catalogueSection());
  });
});
