/**
 * Writes the call catalogue's table into src/api/README.md, between its two markers, from src/api/call-catalogue.ts
 * (`npx tsx scripts/call-catalogue.ts`). test/unit/call-catalogue.test.ts fails while the README's table differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { CALL_ADDITIONS, CALL_CATALOGUE, CATALOGUE_GROUPS, type CatalogueEntry } from '../src/api/call-catalogue';

const README = path.resolve(__dirname, '..', 'src', 'api', 'README.md');
const START = '<!-- call-catalogue: written by scripts/call-catalogue.ts from src/api/call-catalogue.ts -->';
const END = '<!-- call-catalogue end -->';

const cell = (text: string) => text.replace(/\|/g, '\\|');

function statusOf(entry: CatalogueEntry): string {
  if (entry.gap) return `gap (issue ${entry.gap})`;
  if (entry.never) return `never: ${entry.never}`;
  return 'made';
}

function pathOf(entry: CatalogueEntry): string {
  if (!entry.ours) return `\`${entry.path}\``;
  return entry.path ? `\`${entry.path}\` (ours: ${entry.ours})` : `path not shown: ${entry.ours}`;
}

/** The section between the markers, markers included. */
export function catalogueSection(): string {
  const count = (f: (e: CatalogueEntry) => boolean) => CALL_CATALOGUE.filter(f).length;
  const made = count((e) => !e.gap && !e.never);
  const lines = [
    START,
    '',
    `${CALL_CATALOGUE.length} entries: ${made} made, ${count((e) => e.gap === 35)} gaps of issue 35, ` +
      `${count((e) => e.gap === 36)} gaps of issue 36, ${count((e) => Boolean(e.never))} never made; ` +
      `${CALL_ADDITIONS.length} calls made beyond the catalogue.`,
    '',
    '| group | method | path | status | note |',
    '| ----- | ------ | ---- | ------ | ---- |',
    ...CALL_CATALOGUE.map((e) =>
      `| ${CATALOGUE_GROUPS[e.group]} | ${e.method ?? '—'} | ${cell(pathOf(e))} | ${cell(statusOf(e))} | ${cell(e.note ?? '')} |`,
    ),
    '',
    'Made beyond the catalogue:',
    '',
    '| method | path | why |',
    '| ------ | ---- | --- |',
    ...CALL_ADDITIONS.map((a) => `| ${a.method} | \`${a.path}\` | ${cell(a.reason)} |`),
    '',
    END,
  ];
  return lines.join('\n');
}

if (require.main === module) {
  const readme = readFileSync(README, 'utf8');
  const [start, end] = [readme.indexOf(START), readme.indexOf(END)];
  if (start < 0 || end < 0) throw new Error(`${README}: the markers are missing`);
  writeFileSync(README, readme.slice(0, start) + catalogueSection() + readme.slice(end + END.length));
}
