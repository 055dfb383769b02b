/**
 * `npm start`: builds the H5 when it is missing or older than its sources, then runs the local platform server,
 * which serves the H5 at / and the API at /api with the demo data (seeded on first start).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(__dirname, '..');
const BUILT = path.join(ROOT, 'dist/h5/index.html');
const SOURCES = ['src', 'config', '.env', 'package.json'];

function newest(p: string): number {
  const full = path.join(ROOT, p);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(full).map((name) => newest(path.join(p, name))));
}

function h5IsStale(): boolean {
  if (!existsSync(BUILT)) return true;
  const builtAt = statSync(BUILT).mtimeMs;
  return SOURCES.some((s) => newest(s) > builtAt);
}

async function main() {
  if (h5IsStale()) {
    console.log('Building the H5 client (dist/h5 is missing or stale)...');
    const build = spawnSync('npx', ['taro', 'build', '--type', 'h5'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  // Run the server under its supervisor, which restarts it if it dies (server/src/supervise.ts).
  process.env.WARE_SUPERVISE ??= '1';
  // A computed specifier: the server is type-checked by its own tsconfig (ES modules), not the client's.
  await import(pathToFileURL(path.join(ROOT, 'server/src/main.ts')).href);
}

void main();
