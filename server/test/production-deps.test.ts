/**
 * Production mode starts with the production dependencies alone (package.json `dependencies`, what
 * `npm install --omit=dev` installs). Installing them from the network would take minutes, so the test builds the same
 * folder from the installed tree: a temporary root whose node_modules holds exactly the packages package-lock.json
 * installs without its development ones, in the same nested layout (each a folder of links to the installed
 * package's files), with the server's sources beside it. Node runs it with --preserve-symlinks, so every import is
 * looked up from the temporary folder and a package that only a development dependency brings is not found. The
 * server is started as `npm run server` starts it (tsx, production mode, under its supervisor) and asked for the
 * identity provider's discovery document (which loads oidc-provider) and an API answer (the database and fastify).
 */
import assert from 'node:assert/strict';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Looked up from the folder and its files, never through the links to the installed tree. */
const NODE_OPTIONS = '--preserve-symlinks --preserve-symlinks-main';

/** A real folder at `to` with a link to each entry of `from` but its node_modules (its packages are placed apart). */
function linkPackage(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) if (entry !== 'node_modules') symlinkSync(path.join(from, entry), path.join(to, entry));
}

/**
 * The packages `npm install --omit=dev` installs from package-lock.json, by their place in node_modules: every entry
 * not flagged `dev`. Optional ones (other platforms' binaries) are not installed everywhere and are left out when absent.
 * `whole`: the places whose nested packages are all production ones, so one link to the installed folder stands for
 * them with everything nested in them (thousands of single links would take seconds).
 */
function productionPackages(): { whole: string[]; split: string[] } {
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean; optional?: boolean; devOptional?: boolean }>;
  };
  const installed = Object.keys(lock.packages).filter((place) => place.startsWith('node_modules/') && existsSync(path.join(ROOT, place)));
  const production = new Set(installed.filter((place) => !lock.packages[place]!.dev));
  for (const [place, entry] of Object.entries(lock.packages))
    if (place.startsWith('node_modules/') && !entry.dev && !production.has(place))
      assert.ok(entry.optional || entry.devOptional, `${place} is a production package but is not installed`);
  const allProduction = (place: string) => installed.every((p) => !p.startsWith(`${place}/node_modules/`) || production.has(p));
  const whole: string[] = [];
  const split: string[] = [];
  // Parents before their nested packages.
  for (const place of [...production].sort((a, b) => a.length - b.length)) {
    if (whole.some((w) => place.startsWith(`${w}/`))) continue;
    (allProduction(place) ? whole : split).push(place);
  }
  return { whole, split };
}

function productionFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'ware-production-'));
  const { whole, split } = productionPackages();
  for (const place of split) linkPackage(path.join(ROOT, place), path.join(folder, place));
  for (const place of whole) {
    mkdirSync(path.dirname(path.join(folder, place)), { recursive: true });
    symlinkSync(path.join(ROOT, place), path.join(folder, place));
  }
  mkdirSync(path.join(folder, 'server'));
  mkdirSync(path.join(folder, 'src'));
  copyFileSync(path.join(ROOT, 'package.json'), path.join(folder, 'package.json'));
  copyFileSync(path.join(ROOT, 'server/package.json'), path.join(folder, 'server/package.json'));
  symlinkSync(path.join(ROOT, 'server/src'), path.join(folder, 'server/src'));
  // The server shares the client's pure rules (the form engine).
  symlinkSync(path.join(ROOT, 'src/domain'), path.join(folder, 'src/domain'));
  return folder;
}

/** Runs `script` (an ES module) in the folder as the server's files run there: tsx, links not followed. */
function runIn(folder: string, script: string): Promise<{ ok: boolean; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: folder, env: { ...process.env, NODE_OPTIONS } },
      (error, _stdout, stderr) => resolve({ ok: !error, stderr }),
    );
  });
}

describe('production mode with the production dependencies only', () => {
  let folder: string;
  let server: ChildProcess | undefined;
  let url: string;
  let seed: Promise<{ ok: boolean; stderr: string }>;
  let printFont: Promise<{ ok: boolean; stderr: string }>;

  before(async () => {
    folder = productionFolder();
    // The demo seed paints its pictures with @napi-rs/canvas, a development dependency: it cannot load there.
    seed = runIn(folder, "await import('./server/src/seed/certification.ts');");
    // Printing finds its font when it first prints, which starting does not show.
    printFont = runIn(
      folder,
      "import { createRequire } from 'node:module'; createRequire(`${process.cwd()}/server/src/data/print-pdf.ts`).resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');",
    );
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS, WARE_MODE: 'production', PORT: '0', WARE_DB: ':memory:' };
    delete env.WARE_TEST_FAULTS;
    delete env.WARE_SUPERVISE;
    // `npm run server`: tsx server/src/main.ts (production mode runs it under the supervisor).
    server = spawn(process.execPath, [path.join(folder, 'node_modules/tsx/dist/cli.mjs'), 'server/src/main.ts'], {
      cwd: folder,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let log = '';
    server.stderr!.on('data', (d: Buffer) => (log += d.toString()));
    url = await new Promise<string>((resolve, reject) => {
      let out = '';
      server!.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const line = out.split('\n').find((l) => l.startsWith('{'));
        if (line) resolve((JSON.parse(line) as { url: string }).url);
      });
      server!.once('exit', (code) => reject(new Error(`the server exited (${code}) before it listened:\n${log}`)));
    });
  });

  after(() => {
    // The supervisor and the server it started are one process group.
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('holds no development dependency, and what the server needs only later', async () => {
    assert.ok(existsSync(path.join(ROOT, 'node_modules/@napi-rs/canvas')), 'installed in the development tree');
    const { ok, stderr } = await seed;
    assert.equal(ok, false);
    assert.match(stderr, /Cannot find package '@napi-rs\/canvas'/);
    assert.deepEqual(await printFont, { ok: true, stderr: '' });
  });

  it('starts and answers: the identity provider and the API', async () => {
    const discovery = await fetch(`${url}/oidc/.well-known/openid-configuration`);
    assert.equal(discovery.status, 200);
    assert.equal(((await discovery.json()) as { issuer: string }).issuer, `${url}/oidc`);
    const api = await fetch(`${url}/api/ware-engine-form/apps/app-open`);
    const body = (await api.json()) as { code: unknown; message: string };
    assert.notEqual(api.status, 200, 'production mode has no demo app');
    assert.equal(typeof body.message, 'string');
  });
});
