import path from 'node:path';

import { reachableFrom, ScreenLinks } from './screen-links';
import { PATHS, ROUTES, type RouteRow } from '../../src/routes';

/**
 * Every screen of the route table is reached by taps from the home (issue 36 item 2), or is one a person comes to
 * from outside the app's screens, listed below with how. The graph is read from the code (test/unit/screen-links.ts
 * states the rule: a screen leads to the screens whose paths the code it runs names); the walk starts at the
 * platform home. test/e2e/home-apps.spec.ts taps the way to the two screens that had no entry (scan, certification).
 */
const ROOT = path.resolve(__dirname, '..', '..');

/** Screens reached from outside the app's screens, and how. */
const FROM_OUTSIDE: Record<string, string> = {
  [PATHS.portalPage]:
    'a portal page by its own link (/page?id=…), shared or opened from outside; the portal home (/portal/index) is reached from the home',
  '/pagesB/view/imageUpload':
    'the platform\'s 上传图片 link (/platform/imageUpload), opened from outside and signed out (unLogin/preUpload): no screen of the spec opens it (README "Image upload")',
};

describe('the check itself', () => {
  const fixture = path.join(__dirname, 'fixtures', 'reachability');
  const routes = ['/pages/a', '/pages/b', '/pages/c'].map((p): RouteRow => ({ screen: p, path: p, aliases: [], title: p, ready: true }));
  const links = new ScreenLinks(fixture, routes);

  test('a screen leads where the code it runs names: a path table\'s key, a literal; not the module\'s other exports', () => {
    expect([...links.linksOf('/pages/a')]).toEqual(['/pages/b']);
    expect([...links.linksOf('/pages/b')]).toEqual(['/pages/a']);
  });

  test('a screen nothing leads to is not reached', () => {
    expect([...reachableFrom('/pages/a', (r) => links.linksOf(r)).keys()]).toEqual(['/pages/a', '/pages/b']);
  });
});

describe('every screen is reached by taps from the home', () => {
  const links = new ScreenLinks(ROOT);
  const known = new Map<string, Set<string>>();
  const linksOf = (route: string) => known.get(route) ?? known.set(route, links.linksOf(route)).get(route)!;
  const reached = reachableFrom(PATHS.home, linksOf);
  const screens = ROUTES.filter((r) => r.ready);

  test.each(screens.map((r) => [r.path, r] as const))('%s', (p) => {
    const from = FROM_OUTSIDE[p];
    expect({ screen: p, reached: reached.has(p) || Boolean(from) }).toEqual({ screen: p, reached: true });
    // A screen listed as reached from outside that taps now reach: the entry in the list goes.
    if (from) expect({ screen: p, alsoByTaps: reached.has(p) }).toEqual({ screen: p, alsoByTaps: false });
  });

  test('scan and certification: from the home and from 我的 (the member centre)', () => {
    expect(linksOf(PATHS.home).has(PATHS.scan)).toBe(true);
    expect(linksOf(PATHS.memberCentre).has(PATHS.certification)).toBe(true);
  });

  test('every screen listed as reached from outside is in the route table', () => {
    for (const p of Object.keys(FROM_OUTSIDE)) expect(screens.map((r) => r.path)).toContain(p);
  });
});
