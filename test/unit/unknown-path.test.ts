import { isKnownPath, unknownPathRedirect } from '@/domain/routing/unknown-path';

describe('unknownPathRedirect (spec §2: shortCode and 404 rules)', () => {
  it.each<{ case: string; path: string; query?: string | Record<string, string | undefined>; expected: string | null }>(
    [
      {
        case: 'non-empty first segment goes to /app/index?shortCode={segment}',
        path: '/abc123',
        expected: '/app/index?shortCode=abc123',
      },
      { case: 'only the first segment is the short code', path: '/abc/def/ghi', expected: '/app/index?shortCode=abc' },
      {
        case: 'the segment is URL-encoded',
        path: '/中文 code',
        expected: '/app/index?shortCode=%E4%B8%AD%E6%96%87%20code',
      },
      { case: 'reserved characters are encoded', path: '/a&b=c', expected: '/app/index?shortCode=a%26b%3Dc' },
      {
        case: 'the query string is kept after the short code',
        path: '/abc',
        query: 'from=wx&x=1',
        expected: '/app/index?shortCode=abc&from=wx&x=1',
      },
      {
        case: 'a query object is kept, undefined values skipped',
        path: '/abc',
        query: { from: 'wx', skip: undefined },
        expected: '/app/index?shortCode=abc&from=wx',
      },
      {
        case: 'a shortCode already in the query is replaced',
        path: '/abc',
        query: 'shortCode=zzz&x=1',
        expected: '/app/index?shortCode=abc&x=1',
      },
      { case: 'a query inside path is kept', path: '/abc?x=1', expected: '/app/index?shortCode=abc&x=1' },
      { case: 'an empty first segment goes to /404', path: '//abc', expected: '/404' },
      { case: 'an empty first segment with a query still goes to /404', path: '//', query: 'x=1', expected: '/404' },
      { case: 'a known internal path is not redirected', path: '/pagesB/view/lists', expected: null },
      { case: 'a known alias is not redirected', path: '/app/view/lists', query: 'x=1', expected: null },
      { case: 'a known row that is not built yet is not redirected', path: '/platform/market', expected: null },
      { case: 'the root is the entry, known', path: '/', expected: null },
      { case: 'built-in location screen is known', path: '/choose-location', expected: null },
    ],
  )('$case', ({ path, query, expected }) => {
    expect(unknownPathRedirect(path, query)).toBe(expected);
  });
});

describe('isKnownPath', () => {
  it.each<{ case: string; path: string; expected: boolean }>([
    { case: 'internal path', path: '/pagesB/view/index/index', expected: true },
    { case: 'alias', path: '/app/index', expected: true },
    { case: 'alias with query', path: '/app/index?x=1', expected: true },
    { case: 'second alias form of a portal page', path: '/page', expected: true },
    { case: 'trailing slash', path: '/app/index/', expected: true },
    { case: 'without leading slash', path: 'pages/login/login', expected: true },
    { case: 'paths are case-sensitive', path: '/team/teamManagement/share', expected: false },
    { case: 'legacy /pages/index/index is not in the table', path: '/pages/index/index', expected: false },
    { case: 'unknown', path: '/abc', expected: false },
  ])('$case', ({ path, expected }) => {
    expect(isKnownPath(path)).toBe(expected);
  });
});
