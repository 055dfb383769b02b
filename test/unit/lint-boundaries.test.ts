/**
 * The boundaries of src (.eslintrc.cjs LAYERS, page entries, feature doors) and of server/src (SERVER_LAYERS) are
 * lint errors: each rule is shown to fire on a violating import and to stay quiet on a permitted one, so a rule that
 * silently stopped matching (a moved folder, a typo in a zone) fails here.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { ESLint } from 'eslint';

const ROOT = path.resolve(__dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import/no-restricted-paths' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

// [the rule, a file in the zone, a violating import, a permitted import]
const CASES: Array<[string, string, string, string]> = [
  ['domain imports nothing of the app', 'src/domain/x.ts', "../stores/session", "./query"],
  ['domain has no Taro or React', 'src/domain/x.ts', "@tarojs/taro", "./navigation"],
  ['platform imports only domain (and Taro)', 'src/platform/x.ts', "../ui/Button", "../domain/query"],
  ['api does not import stores', 'src/api/x.ts', "../stores/session", "./errors"],
  ['api does not import features', 'src/api/x.ts', "../features/session", "../domain/query"],
  ['stores do not import the loading layer', 'src/stores/x.ts', "../data", "../api/errors"],
  ['the loading layer does not import ui', 'src/data/x.ts', "../ui/Loaded", "../stores/session"],
  ['ui does not import api', 'src/ui/x.tsx', "../api/records", "./RetryView"],
  ['ui does not import features', 'src/ui/x.tsx', "../features/todo", "../domain/query"],
  ['features reach another feature only through its index', 'src/features/home/x.ts', "../todo/parts/TaskForm", "../todo"],
  ['features never import page entries', 'src/features/home/x.ts', "../../pagesB/view/lists", "../../data"],
  ['page entries import only features', 'src/pagesB/view/x.tsx', "../../ui/Button", "../../features/records/lists/ListsScreen"],
  // The node resolver does not know `@/`: an aliased import would slip past the rules above, so src has none.
  ['domain reaches no layer through the alias', 'src/domain/x.ts', "@/stores/session", "../routes"],
  ['ui reaches no layer through the alias', 'src/ui/x.tsx', "@/api/records", "../platform/navigate"],
  // A feature cycle through the alias would pass both the door rule and test/unit/feature-graph.test.ts unseen.
  ['features reach no feature through the alias', 'src/features/todo/x.ts', "@/features/records/detail/DetailScreen", "../form-renderer"],
];

// The server's layers (.eslintrc.cjs SERVER_LAYERS): db <- data <- http <- session <- oidc <- routes, the seed apart.
// Its imports name `.ts` files by their ESM `.js` names; the violating ones below are reported only if they resolve.
const SERVER_CASES: Array<[string, string, string, string]> = [
  ['db imports no layer', 'server/src/db/x.ts', '../data/tasks.js', './schema.js'],
  ['data does not import http', 'server/src/data/x.ts', '../http/auth.js', '../db/index.js'],
  ['data does not import the seed', 'server/src/data/x.ts', '../seed/forms.js', './form-script.js'],
  ['routes do not import the seed', 'server/src/routes/x.ts', '../seed/forms.js', '../data/form-script.js'],
  ['http does not import routes', 'server/src/http/x.ts', '../routes/index.js', '../data/people.js'],
  ['http reaches only the identity provider\'s storage', 'server/src/http/x.ts', '../oidc/provider.js', '../oidc/adapter.js'],
  ['session does not import the identity provider', 'server/src/session/x.ts', '../oidc/provider.js', '../http/context.js'],
  ['the seed builds on data, not on routes', 'server/src/seed/x.ts', '../routes/apps.js', '../data/apps.js'],
  ['leaves import no layer', 'server/src/errors.ts', './db/index.js', './clock.js'],
  ["the server shares only the client's domain", 'server/src/data/x.ts', '../../../src/stores/session.js', '../../../src/domain/form-engine/types.js'],
];

describe.each([...CASES, ...SERVER_CASES])('%s', (_rule, file, violating, permitted) => {
  test(`${file}: import '${violating}' is an error`, async () => {
    expect(await boundaryErrors(file, `import '${violating}';\n`)).not.toHaveLength(0);
  });
  test(`${file}: import '${permitted}' is allowed`, async () => {
    expect(await boundaryErrors(file, `import '${permitted}';\n`)).toHaveLength(0);
  });
});

// The layer rules skip an import they cannot resolve, so a resolver that lost the server's `./x.js` -> `./x.ts` rule
// would let every server case above pass unseen: import/no-unresolved, run with the same resolver, shows it resolves.
describe('the server lint resolves its ESM imports of TypeScript files', () => {
  const resolving = new ESLint({ cwd: ROOT, overrideConfig: { rules: { 'import/no-unresolved': 'error' } } });
  const unresolved = async (code: string) => {
    const [result] = await resolving.lintText(code, { filePath: path.join(ROOT, 'server/src/routes/x.ts') });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'import/no-unresolved');
  };
  test("'../http/auth.js' resolves to server/src/http/auth.ts", async () => {
    expect(await unresolved("import '../http/auth.js';\nimport '../../../src/domain/form-engine/types.js';\n")).toHaveLength(0);
  });
  test("'../http/no-such-file.js' does not resolve", async () => {
    expect(await unresolved("import '../http/no-such-file.js';\n")).toHaveLength(1);
  });
});

/**
 * The cycle rule on files of our own (the config's `import/ignore` leaves only packages unread): a cycle of three
 * files is an error at each of its imports, a file importing into it without closing a cycle is not. The files are
 * written to a temporary folder, since the rule follows imports on disk.
 */
test('a cycle of our own files is an error, an import into it is not', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ware-cycle-'));
  try {
    const files: Record<string, string> = {
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { c } from './c';\nexport const b = () => c;\n",
      'c.ts': "import { a } from './a';\nexport const c = () => a;\n",
      'd.ts': "import { a } from './a';\nexport const d = () => a;\n",
    };
    for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, name), code);
    const lint = new ESLint({ cwd: dir, overrideConfigFile: path.join(ROOT, '.eslintrc.cjs') });
    const results = await lint.lintFiles(Object.keys(files).map((name) => path.join(dir, name)));
    const cycles = Object.fromEntries(results.map((r) => [path.basename(r.filePath), r.messages.filter((m) => m.ruleId === 'import/no-cycle').length]));
    expect(cycles).toEqual({ 'a.ts': 1, 'b.ts': 1, 'c.ts': 1, 'd.ts': 0 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
