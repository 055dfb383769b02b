/**
 * The features of src/features form an acyclic graph (src/features/README.md). ESLint's `import/no-cycle` sees
 * cycles between files; a cycle between features passes it when each step goes through a different file (records'
 * detail → todo's index, todo's task form → form's index, form's filling → records' index was one). A cycle means no
 * feature can be understood, moved or loaded without the others: the shared piece moves where no feature owns it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const FEATURES = path.resolve(__dirname, '..', '..', 'src', 'features');
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)'(\.{1,2}\/[^']*)'/g;

type Graph = Map<string, Map<string, string>>;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Feature → the features it imports, each with one file that does (for the failure message). */
function featureGraph(root: string): Graph {
  const graph: Graph = new Map();
  for (const file of sourceFiles(root)) {
    const from = path.relative(root, file).split(path.sep)[0]!;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = path.relative(root, path.resolve(path.dirname(file), specifier!));
      const to = target.split(path.sep)[0]!;
      if (target.startsWith('..') || to === from || edges.has(to)) continue;
      edges.set(to, path.relative(root, file));
    }
  }
  return graph;
}

/** The first cycle found, as the features in order with the file making each step; null when the graph has none. */
function findCycle(graph: Graph): string[] | null {
  const done = new Set<string>();
  const walk = (node: string, trail: string[]): string[] | null => {
    const at = trail.indexOf(node);
    if (at >= 0) return [...trail.slice(at), node];
    if (done.has(node)) return null;
    for (const next of graph.get(node)?.keys() ?? []) {
      const cycle = walk(next, [...trail, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = walk(node, []);
    if (cycle) return cycle;
  }
  return null;
}

const describeCycle = (graph: Graph, cycle: string[]) =>
  cycle
    .slice(0, -1)
    .map((from, i) => `${from} → ${cycle[i + 1]} (${graph.get(from)?.get(cycle[i + 1]!) ?? '?'})`)
    .join(', ');

const graphOf = (edges: Record<string, string[]>): Graph =>
  new Map(Object.entries(edges).map(([from, tos]) => [from, new Map(tos.map((to) => [to, `${from}/x.ts`]))]));

describe('the cycle finder', () => {
  test.each([
    ['no edges', { a: [], b: [] }, null],
    ['a chain', { a: ['b'], b: ['c'], c: [] }, null],
    ['a diamond', { a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }, null],
    ['two features importing each other', { a: ['b'], b: ['a'] }, ['a', 'b', 'a']],
    ['records → todo → form → records', { records: ['todo'], todo: ['form'], form: ['records'] }, ['records', 'todo', 'form', 'records']],
    ['a cycle behind an acyclic start', { home: ['a'], a: ['b'], b: ['c'], c: ['a'] }, ['a', 'b', 'c', 'a']],
  ])('%s', (_case, edges, expected) => {
    expect(findCycle(graphOf(edges))).toEqual(expected);
  });

  test('reads the import that makes a step, static or lazy, and ignores imports inside a feature', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'features-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write('a/index.ts', "export { x } from './parts/x';\n");
    write('a/parts/x.ts', "import { y } from '../../b';\nimport './own';\n");
    write('b/index.ts', "export const y = () => import('../a/parts/x');\n");
    const graph = featureGraph(root);
    expect(findCycle(graph)).toEqual(['a', 'b', 'a']);
    expect(describeCycle(graph, ['a', 'b', 'a'])).toBe(`a → b (${path.join('a', 'parts', 'x.ts')}), b → a (${path.join('b', 'index.ts')})`);
    fs.rmSync(root, { recursive: true });
  });
});

test('src/features has no cycle between features', () => {
  const graph = featureGraph(FEATURES);
  expect(graph.size).toBeGreaterThan(10);
  const cycle = findCycle(graph);
  expect(cycle && describeCycle(graph, cycle)).toBeNull();
});
