import { joinAddress, normalisePath, routeByPath, splitAddress } from '@/domain/routing/address';

describe('in-app addresses (spec §2 route table)', () => {
  it.each<{ case: string; address: string; expected: ReturnType<typeof splitAddress> }>([
    { case: 'path only', address: '/app/index', expected: { path: '/app/index', query: '', hash: '' } },
    {
      case: 'path and query',
      address: '/app/index?a=1&b=2',
      expected: { path: '/app/index', query: 'a=1&b=2', hash: '' },
    },
    {
      case: 'the hash is cut first',
      address: '/?x=1#/pages/search/formInfo?y=2',
      expected: { path: '/', query: 'x=1', hash: '/pages/search/formInfo?y=2' },
    },
    { case: 'empty', address: '', expected: { path: '', query: '', hash: '' } },
  ])('splitAddress: $case', ({ address, expected }) => {
    expect(splitAddress(address)).toEqual(expected);
    expect(joinAddress(expected)).toBe(address);
  });

  it.each<{ case: string; path: string; expected: string }>([
    { case: 'leading slash added', path: 'pagesB/view/lists', expected: '/pagesB/view/lists' },
    { case: 'one trailing slash dropped', path: '/app/index/', expected: '/app/index' },
    { case: 'root kept', path: '/', expected: '/' },
    { case: 'empty is the root', path: '', expected: '/' },
    { case: 'double slash kept (empty first segment)', path: '//', expected: '//' },
  ])('normalisePath: $case', ({ path, expected }) => {
    expect(normalisePath(path)).toBe(expected);
  });

  it.each<{ case: string; path: string; screen: string | undefined }>([
    { case: 'internal path', path: '/pagesB/view/lists', screen: 'Lists' },
    { case: 'alias', path: '/app/view/lists', screen: 'Lists' },
    { case: 'root alias', path: '/', screen: 'Entry' },
    { case: 'unknown', path: '/x', screen: undefined },
  ])('routeByPath: $case', ({ path, screen }) => {
    expect(routeByPath(path)?.screen).toBe(screen);
  });
});
