import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { checkWeapp } from '../../../scripts/lib/weapp-check';

/** A small built mini program that passes: one main page calling getLocation, declared, and one subpackage. */
function build(change: (dir: string, app: Record<string, unknown>) => void = () => undefined): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'weapp-check-'));
  const page = (name: string, js = 'Page({})') => {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, `${name}.js`), js);
    writeFileSync(path.join(dir, `${name}.json`), '{}');
    writeFileSync(path.join(dir, `${name}.wxml`), '<view/>');
  };
  page('pages/home/home', 'var o=require("x");o().getLocation({type:"gcj02"});');
  page('pagesB/view/index/index', 'var c={enableShareAppMessage:!0,enableShareTimeline:!0};');
  // Taro's runtime names every API without calling it: never a finding.
  writeFileSync(path.join(dir, 'taro.js'), 'var apis=["chooseImage","getLocation"];x.chooseImage(a);');
  const app: Record<string, unknown> = {
    pages: ['pages/home/home'],
    subPackages: [{ root: 'pagesB', pages: ['view/index/index'] }],
    preloadRule: { 'pages/home/home': { network: 'all', packages: ['pagesB'] } },
    requiredPrivateInfos: ['getLocation'],
    permission: { 'scope.userLocation': { desc: '用于签到' } },
  };
  change(dir, app);
  writeFileSync(path.join(dir, 'app.json'), JSON.stringify(app));
  return dir;
}

const cases: { name: string; change: (dir: string, app: Record<string, unknown>) => void; problem: RegExp }[] = [
  { name: 'a location call without requiredPrivateInfos', change: (_d, app) => delete app.requiredPrivateInfos, problem: /pages\/home\/home\.js calls getLocation: add it to requiredPrivateInfos/ },
  { name: 'a location call without the permission text', change: (_d, app) => delete app.permission, problem: /permission\["scope\.userLocation"\]\.desc/ },
  { name: 'the deprecated chooseImage', change: (dir) => writeFileSync(path.join(dir, 'common.js'), 'a.chooseImage({count:1})'), problem: /common\.js calls chooseImage.*use chooseMedia/ },
  { name: 'timeline sharing without chat sharing', change: (dir) => writeFileSync(path.join(dir, 'pagesB/view/index/index.js'), 'var c={enableShareTimeline:!0};'), problem: /pagesB\/view\/index\/index can be shared to the timeline but not to a chat/ },
  { name: 'a subpackage root that is not built', change: (_d, app) => (app.subPackages = [...(app.subPackages as object[]), { root: 'ghost', pages: [] }]), problem: /subpackage root ghost is not in the build/ },
  { name: 'a page of app.json with no files', change: (_d, app) => (app.pages = [...(app.pages as string[]), 'pages/gone/gone']), problem: /page pages\/gone\/gone has no pages\/gone\/gone\.js/ },
  { name: 'a preload rule naming an unknown package', change: (_d, app) => (app.preloadRule = { 'pages/home/home': { packages: ['nowhere'] } }), problem: /names package nowhere, which is not a subpackage/ },
  { name: 'a preload rule of an unknown page', change: (_d, app) => (app.preloadRule = { 'pages/none/none': { packages: ['pagesB'] } }), problem: /preloadRule names page pages\/none\/none/ },
  {
    name: 'a subpackage over 2 MiB',
    change: (dir) => {
      writeFileSync(path.join(dir, 'pagesB/big.bin'), '');
      truncateSync(path.join(dir, 'pagesB/big.bin'), 2 * 1024 * 1024 + 1);
    },
    problem: /subpackage pagesB is 2\.00 MiB, over WeChat's 2 MiB/,
  },
];

describe('the built mini program check (what WeChat would refuse)', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('passes a build that declares what it uses', () => {
    const dir = build();
    dirs.push(dir);
    expect(checkWeapp(dir)).toEqual([]);
  });

  it.each(cases)('fails on $name', ({ change, problem }) => {
    const dir = build(change);
    dirs.push(dir);
    const problems = checkWeapp(dir);
    expect(problems.some((p) => problem.test(p))).toBe(true);
  });

  it('says to build first when there is no build', () => {
    expect(checkWeapp(path.join(tmpdir(), 'no-such-weapp-build'))[0]).toMatch(/build the mini program first/);
  });
});
