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
 * list, which is what it falls back to when the call fails. Any other request throws, so a new network call in a
 * later miniprogram-ci fails this check instead of hanging on a machine with no internet.
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

function refuseNetwork(): void {
  const refuse = (): never => {
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
 * miniprogram-ci reads `project.config.json` from the project path; ours lives at the repository root (Taro copies
 * it into the output too). The project path is the folder that holds it with `miniprogramRoot` pointing at the build,
 * so a WARE_OUT_DIR build is checked the same way.
 */
function projectFolder(tmp: string): string {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'project.config.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(path.join(tmp, 'project.config.json'), JSON.stringify({ ...config, miniprogramRoot: path.relative(tmp, DIST) + '/' }));
  return tmp;
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

    const project = new ci.Project({ appid: 'touristappid', type: 'miniProgram', projectPath: projectFolder(tmp), privateKeyPath: keyPath });
    // The real attributes come from a signed call; the defaults are what DevTools uses for a tourist appid.
    project.attr = async () => ci.DefaultProjectAttr;

    const app = JSON.parse(readFileSync(path.join(DIST, 'app.json'), 'utf8')) as { subPackages?: { root: string }[] };
    const roots = (app.subPackages ?? []).map((p) => p.root);

    const files = await ci.getCompiledResult({ project, version: '0.0.0', setting: { es6: false, minify: false } });
    const compiled = compiledSizes(files, roots);
    const ours = packageSizes(DIST, roots);
    console.log('wechat-ci: getCompiledResult passed; package   compiled bytes   our figure (npm run size)');
    for (const [root, bytes] of compiled) {
      const own = root === 'main' ? ours.main : ours.subpackages.find((p) => p.root === root)?.bytes;
      console.log(`  ${root.padEnd(24)} ${String(bytes).padStart(10)}   ${String(own ?? '-').padStart(10)}`);
    }

    const rules = await ci.checkCodeQuality(project);
    for (const rule of rules) {
      const detail = (rule.detail ?? []) as unknown[];
      const ok = rule.success && detail.length === 0;
      if (!ok) failures += 1;
      console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${rule.name}: ${rule.text}${detail.length ? ` ${JSON.stringify(detail)}` : ''}`);
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
