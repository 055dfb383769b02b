import {
  buildUrl,
  DEFAULT_ANIMATION_DURATION,
  DEFAULT_ANIMATION_TYPE,
  DEFAULT_BACK_DELTA,
  isNavigationType,
  isSamePage,
  NAVIGATION_TYPES,
} from '@/domain/navigation';

describe('navigation helper constants (spec §2, calls-and-errors §9)', () => {
  it.each<{ case: string; actual: unknown; expected: unknown }>([
    {
      case: 'five types',
      actual: NAVIGATION_TYPES,
      expected: ['navigateTo', 'redirectTo', 'switchTab', 'reLaunch', 'navigateBack'],
    },
    { case: 'animation pop-in', actual: DEFAULT_ANIMATION_TYPE, expected: 'pop-in' },
    { case: 'animation 300 ms', actual: DEFAULT_ANIMATION_DURATION, expected: 300 },
    { case: 'back delta 1', actual: DEFAULT_BACK_DELTA, expected: 1 },
    { case: 'a known type', actual: isNavigationType('reLaunch'), expected: true },
    { case: 'an unknown type', actual: isNavigationType('navigate'), expected: false },
  ])('$case', ({ actual, expected }) => {
    expect(actual).toEqual(expected);
  });
});

describe('buildUrl (parameters appended as a query string)', () => {
  it.each<{ case: string; path: string; params?: Parameters<typeof buildUrl>[1]; expected: string }>([
    { case: 'no params', path: '/pagesB/view/lists', expected: '/pagesB/view/lists' },
    { case: 'empty params', path: '/pagesB/view/lists', params: {}, expected: '/pagesB/view/lists' },
    {
      case: 'params appended',
      path: '/pagesB/view/lists',
      params: { appId: 1, viewId: 'v' },
      expected: '/pagesB/view/lists?appId=1&viewId=v',
    },
    { case: 'undefined skipped', path: '/a', params: { x: undefined, y: 2 }, expected: '/a?y=2' },
    { case: 'only undefined: path unchanged', path: '/a?k=1', params: { x: undefined }, expected: '/a?k=1' },
    { case: 'merged with an existing query', path: '/a?k=1', params: { y: 2 }, expected: '/a?k=1&y=2' },
    {
      case: 'a given key replaces the existing pair',
      path: '/a?k=1&y=old&z=3',
      params: { y: 'new' },
      expected: '/a?k=1&z=3&y=new',
    },
    {
      case: 'an encoded existing key is matched decoded',
      path: '/a?%E4%B8%AD=1',
      params: { 中: 2 },
      expected: '/a?%E4%B8%AD=2',
    },
    { case: 'existing pairs stay as written', path: '/a?q=a+b', params: { y: 'c d' }, expected: '/a?q=a+b&y=c%20d' },
    { case: 'values encoded', path: '/a', params: { r: '/x?y=1' }, expected: '/a?r=%2Fx%3Fy%3D1' },
    { case: 'trailing ? of an empty query', path: '/a?', params: { y: 1 }, expected: '/a?y=1' },
    { case: 'hash stays last', path: '/a#h', params: { y: 1 }, expected: '/a?y=1#h' },
  ])('$case', ({ path, params, expected }) => {
    expect(buildUrl(path, params)).toBe(expected);
  });
});

describe('isSamePage (skip navigation to the current page)', () => {
  it.each<{ case: string; target: string; current: string; expected: boolean }>([
    { case: 'same internal path', target: '/pagesB/view/lists', current: '/pagesB/view/lists', expected: true },
    { case: 'Taro route without slash', target: '/pagesB/view/lists', current: 'pagesB/view/lists', expected: true },
    { case: 'alias and internal path', target: '/app/view/lists', current: 'pagesB/view/lists', expected: true },
    { case: 'same query', target: '/a?x=1&y=2', current: '/a?x=1&y=2', expected: true },
    { case: 'query order ignored', target: '/a?x=1&y=2', current: '/a?y=2&x=1', expected: true },
    {
      case: 'different query value',
      target: '/pagesB/view/detail?id=1',
      current: '/pagesB/view/detail?id=2',
      expected: false,
    },
    { case: 'extra query key', target: '/a?x=1', current: '/a', expected: false },
    { case: 'different path', target: '/pagesB/view/lists', current: '/pagesB/view/detail', expected: false },
    { case: 'hash ignored', target: '/a#x', current: '/a', expected: true },
  ])('$case', ({ target, current, expected }) => {
    expect(isSamePage(target, current)).toBe(expected);
  });
});
