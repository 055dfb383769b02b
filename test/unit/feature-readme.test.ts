import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * src/features/README.md lists every feature with its door: the names its index.ts exports, or "no door" when it has
 * no index.ts. A feature added, a door opened or closed, or an export added without the README following fails here.
 */
const FEATURES = path.join(__dirname, '..', '..', 'src', 'features');

/** Feature → its row's door column, from the README's table (`| \`name\` | screens | door |`). */
function readmeDoors(): Map<string, string> {
  const rows = readFileSync(path.join(FEATURES, 'README.md'), 'utf8').split('\n');
  const doors = new Map<string, string>();
  for (const row of rows) {
    const cells = row.split('|').map((c) => c.trim());
    const name = /^`([a-z-]+)`$/.exec(cells[1] ?? '')?.[1];
    if (name && cells.length >= 5) doors.set(name, cells[3]!);
  }
  return doors;
}

/** The names an index.ts exports (`export { a, b as c, type D }`, `export function e`). */
function exportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const names: string[] = [];
  for (const [, list] of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const item of list!.split(',')) {
      const name = item.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop()!.trim();
      if (name) names.push(name);
    }
  }
  for (const [, name] of text.matchAll(/export\s+(?:async\s+)?(?:function|const|class)\s+(\w+)/g)) names.push(name!);
  return names;
}

const features = readdirSync(FEATURES, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const doors = readmeDoors();

it('the README’s table names every feature, and no other', () => {
  expect([...doors.keys()].sort()).toEqual([...features].sort());
});

it.each(features)('%s: its door as the README says', (feature) => {
  const door = doors.get(feature) ?? '';
  const index = path.join(FEATURES, feature, 'index.ts');
  if (!existsSync(index)) {
    expect(door).toMatch(/^no door/);
    return;
  }
  expect(door).not.toMatch(/^no door/);
  for (const name of exportsOf(index)) expect(door).toContain(`\`${name}\``);
});
