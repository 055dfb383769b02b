/**
 * What WeChat's review and runtime refuse in a built mini program, checked on the build itself (dist/weapp): the
 * stand-in for a real WeChat, which no test here can run. `npm run check:weapp` prints the problems and fails on any.
 *
 * - An API WeChat makes fail unless app.json declares it (`requiredPrivateInfos`), and the `permission` description
 *   its scope shows the user.
 * - A deprecated picker WeChat warns about (`chooseImage`: use `chooseMedia`).
 * - A page that can be shared to the timeline but not to a chat (WeChat needs both handlers for the timeline).
 * - A page, subpackage root or preload rule that names something the build does not have.
 * - Package sizes over WeChat's limits: 2 MiB for the main package and for each subpackage, 20 MiB in all.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { packageSizes } from './weapp-packages';

const MiB = 1024 * 1024;
const WECHAT_LIMITS = { package: 2 * MiB, total: 20 * MiB };

/** The location APIs WeChat requires in `requiredPrivateInfos`, and the scope whose `permission` text they show. */
const PRIVATE_INFOS: Record<string, string> = {
  getLocation: 'scope.userLocation',
  chooseLocation: 'scope.userLocation',
  choosePoi: 'scope.userLocation',
  onLocationChange: 'scope.userLocation',
  startLocationUpdate: 'scope.userLocation',
  startLocationUpdateBackground: 'scope.userLocationBackground',
  getFuzzyLocation: 'scope.userFuzzyLocation',
  chooseAddress: 'scope.address',
};
const DEPRECATED: Record<string, string> = { chooseImage: 'chooseMedia' };

interface SubPackage {
  root: string;
  name?: string;
  pages: string[];
}
interface AppJson {
  pages: string[];
  subPackages?: SubPackage[];
  preloadRule?: Record<string, { packages?: string[] }>;
  requiredPrivateInfos?: string[];
  permission?: Record<string, { desc?: string }>;
}

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full));
    else out.push(full);
  }
  return out;
}

/** A call of `name` in minified code: `x.name(`, `x["name"](` (not a mention in a string or a longer name). */
const callOf = (name: string) => new RegExp(`(?:\\.${name}|\\[["']${name}["']\\])\\s*\\(`);

/** The problems of the build in `dir`, each one line naming the file and what to do; empty when none. */
export function checkWeapp(dir: string): string[] {
  const problems: string[] = [];
  const appFile = path.join(dir, 'app.json');
  if (!existsSync(appFile)) return [`${appFile} is missing: build the mini program first (npm run build:weapp)`];
  const app = JSON.parse(readFileSync(appFile, 'utf8')) as AppJson;
  const files = filesUnder(dir);
  const rel = (f: string) => path.relative(dir, f).split(path.sep).join('/');

  // Our code only: Taro's runtime (taro.js) names every API in its tables without calling them.
  const scripts = new Map(files.filter((f) => f.endsWith('.js')).map((f) => [rel(f), readFileSync(f, 'utf8')]));
  const declared = new Set(app.requiredPrivateInfos ?? []);
  for (const [file, code] of scripts) {
    if (file === 'taro.js') continue;
    for (const [api, scope] of Object.entries(PRIVATE_INFOS)) {
      if (!callOf(api).test(code)) continue;
      if (!declared.has(api)) problems.push(`${file} calls ${api}: add it to requiredPrivateInfos in app.json`);
      if (!app.permission?.[scope]?.desc?.trim()) problems.push(`${file} calls ${api}: app.json needs permission["${scope}"].desc`);
    }
    for (const [api, instead] of Object.entries(DEPRECATED)) {
      if (callOf(api).test(code)) problems.push(`${file} calls ${api}, which WeChat has deprecated: use ${instead}`);
    }
  }

  const pages = [...app.pages, ...(app.subPackages ?? []).flatMap((p) => p.pages.map((page) => `${p.root}/${page}`))];
  for (const page of pages) {
    for (const ext of ['.js', '.json', '.wxml']) {
      if (!existsSync(path.join(dir, page + ext))) problems.push(`page ${page} has no ${page}${ext}`);
    }
    // Taro writes a page's share switches into its compiled config (enableShareAppMessage / enableShareTimeline).
    const code = scripts.get(`${page}.js`);
    if (code === undefined) continue;
    if (/enableShareTimeline\s*:\s*(!0|true)/.test(code) && !/enableShareAppMessage\s*:\s*(!0|true)/.test(code)) {
      problems.push(`page ${page} can be shared to the timeline but not to a chat: WeChat needs enableShareAppMessage too`);
    }
  }

  const roots = new Map<string, string>();
  for (const sub of app.subPackages ?? []) {
    if (!existsSync(path.join(dir, sub.root)) || !statSync(path.join(dir, sub.root)).isDirectory()) {
      problems.push(`subpackage root ${sub.root} is not in the build`);
    }
    roots.set(sub.root, sub.root);
    if (sub.name) roots.set(sub.name, sub.root);
  }
  for (const [page, rule] of Object.entries(app.preloadRule ?? {})) {
    if (!pages.includes(page)) problems.push(`preloadRule names page ${page}, which is not in app.json`);
    for (const name of rule.packages ?? []) {
      if (name !== '__APP__' && !roots.has(name)) problems.push(`preloadRule of ${page} names package ${name}, which is not a subpackage`);
    }
  }

  const sizes = packageSizes(dir, (app.subPackages ?? []).map((p) => p.root));
  if (sizes.main > WECHAT_LIMITS.package) problems.push(`main package is ${(sizes.main / MiB).toFixed(2)} MiB, over WeChat's 2 MiB`);
  for (const { root, bytes } of sizes.subpackages) {
    if (bytes > WECHAT_LIMITS.package) problems.push(`subpackage ${root} is ${(bytes / MiB).toFixed(2)} MiB, over WeChat's 2 MiB`);
  }
  const total = sizes.subpackages.reduce((n, p) => n + p.bytes, sizes.main);
  if (total > WECHAT_LIMITS.total) problems.push(`the whole mini program is ${(total / MiB).toFixed(2)} MiB, over WeChat's 20 MiB`);
  return problems;
}
