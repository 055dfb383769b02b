/**
 * `npm run test:wechat-ci` (part of `npm run test:mini`): WeChat's own compiler and code-quality audit, from
 * `miniprogram-ci` (the module extracted from WeChat DevTools), on the built mini program.
 *   getCompiledResult   the compile an upload performs (ES5 transform, WXSS, app.json schema, missing pages and
 *                       components, WXML tag errors): must not throw;
 *   checkCodeQuality    DevTools' code-quality audit: every rule must pass AND list nothing in `detail` (a rule can
 *                       report success while naming offending files).
 * It prints each package's size as WeChat's compiler gives it beside our own figure (scripts/size.ts).
 *
 * Offline by construction: the project's attributes are WeChat's defaults (`DefaultProjectAttr`) instead of a signed
 * call, the key is a throwaway generated here at run time, and the one unsigned call the compiler makes
 * (`getwhiteextlist`, the list of file extensions an upload may contain) is answered with the package's own built-in
 * list, which is what it falls back to when the call fails. Any other request throws and fails the check, so a new
 * network call in a later miniprogram-ci shows here instead of hanging on a machine with no internet.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { packageSizes } from './lib/weapp-packages';

const ROOT = path.resolve(__dirname, '..');
const OUT = path.resolve(ROOT, process.env.WARE_OUT_DIR ?? 'dist');
const DIST = path.join(OUT, 'weapp');

/** Requests miniprogram-ci tried: it swallows a failed call and carries on, so they are counted, not only refused. */
const attempts: string[] = [];

function refuseNetwork(): void {
  const refuse = (target: unknown): never => {
    const options = target as { href?: string; host?: string; hostname?: string; path?: string };
    attempts.push(typeof target === 'string' || target instanceof URL ? String(target) : options.href ?? `${options.host ?? options.hostname}${options.path ?? ''}`);
    throw new Error('wechat-ci: miniprogram-ci tried a network request; this check must run offline');
  };
  for (const mod of [http, https]) {
    Object.assign(mod, { request: refuse, get: refuse });
  }
}

interface WhiteListModule {
  MiniProgramWhiteList: string[];
  GameWhiteList: string[];
  getWhiteExtList: () => Promise<{ MiniProgramWhiteList: Set<string>; GameWhiteList: Set<string> }>;
}

/** Answers `getwhiteextlist` locally with the list the package ships (its own fallback when the call fails). */
function localWhiteExtList(): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the compiler reads this module's export at call time
  const list = require('miniprogram-ci/dist/utils/white_ext_list') as WhiteListModule;
  list.getWhiteExtList = async () => ({
    MiniProgramWhiteList: new Set(list.MiniProgramWhiteList),
    GameWhiteList: new Set(list.GameWhiteList),
  });
}

/**
 * What a rule's `detail` names as offending. Its shape differs by rule: a list (unused plugins, components, code),
 * `{ size, files, comps }` (main-package code only subpackages use), or for PACKAGE_SIZE_LIMIT the size of every
 * package (a report, not offenders); the compression rules give none.
 */
function offenders(detail: unknown): unknown[] {
  if (Array.isArray(detail)) return detail;
  if (detail && typeof detail === 'object') {
    const { files, comps } = detail as { files?: unknown[]; comps?: unknown[] };
    return [...(files ?? []), ...(comps ?? [])];
  }
  return [];
}

/** Bytes per package in the compiler's output: keys are paths inside the mini program. */
function compiledSizes(files: Record<string, string | Buffer>, roots: string[]): Map<string, number> {
  const sizes = new Map<string, number>([['main', 0], ...roots.map((r) => [r, 0] as [string, number])]);
  for (const [file, content] of Object.entries(files)) {
    const rel = file.replace(/^\/+/, '');
    const root = roots.find((r) => rel.startsWith(r.replace(/\/?$/, '/'))) ?? 'main';
    sizes.set(root, (sizes.get(root) ?? 0) + Buffer.byteLength(content));
  }
  return sizes;
}

async function main(): Promise<number> {
  refuseNetwork();
  localWhiteExtList();
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the network guard is in place
  const ci = require('miniprogram-ci') as typeof import('miniprogram-ci');

  const tmp = mkdtempSync(path.join(tmpdir(), 'ware-wechat-ci-'));
  const started = Date.now();
  let failures = 0;
  try {
    // A throwaway key made now: the compile and the audit never sign anything, but the project wants a key.
    const keyPath = path.join(tmp, 'throwaway-not-a-credential.key');
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    writeFileSync(keyPath, privateKey.export({ type: 'pkcs1', format: 'pem' }));

    // Taro copies project.config.json into the build with `miniprogramRoot: "./"`: that copy is what an upload reads.
    const project = new ci.Project({ appid: 'touristappid', type: 'miniProgram', projectPath: DIST, privateKeyPath: keyPath });
    // The real attributes come from a signed call; the defaults are what DevTools uses for a tourist appid.
    project.attr = async () => ci.DefaultProjectAttr;

    const app = JSON.parse(readFileSync(path.join(DIST, 'app.json'), 'utf8')) as { subPackages?: { root: string }[] };
    const roots = (app.subPackages ?? []).map((p) => p.root);

    const files = await ci.getCompiledResult({ project, version: '0.0.0', setting: { es6: false, minify: false } });
    const compiled = compiledSizes(files, roots);
    const ours = packageSizes(DIST, roots);
    console.log('wechat-ci: getCompiledResult passed');
    console.log(`  ${'package'.padEnd(20)} ${'compiled'.padStart(10)} ${'ours (npm run size)'.padStart(20)}`);
    for (const [root, bytes] of compiled) {
      const own = root === 'main' ? ours.main : ours.subpackages.find((p) => p.root === root)?.bytes;
      console.log(`  ${root.padEnd(20)} ${String(bytes).padStart(10)} ${String(own ?? '-').padStart(20)}`);
    }

    const rules = await ci.checkCodeQuality(project);
    for (const rule of rules) {
      const listed = offenders(rule.detail);
      const ok = rule.success && listed.length === 0;
      if (!ok) failures += 1;
      console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${rule.name}: ${rule.text}${listed.length ? ` ${JSON.stringify(listed)}` : ''}`);
    }
    for (const target of attempts) {
      failures += 1;
      console.log(`  FAIL network request attempted: ${target}`);
    }
    if (rules.length === 0) {
      failures += 1;
      console.log('  FAIL checkCodeQuality returned no rules');
    }
    console.log(`wechat-ci: ${rules.length} audit rules, ${failures} failed, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return failures ? 1 : 0;
}

// The audit leaves a file watcher open, so the process would never end by itself: exit explicitly either way.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('wechat-ci: failed', error);
    process.exit(1);
  },
);
