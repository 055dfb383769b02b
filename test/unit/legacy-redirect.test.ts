import { legacyRedirect, type LocationParts } from '@/domain/routing/legacy-redirect';

const at = (pathname: string, search = '', hash = ''): LocationParts => ({ pathname, search, hash });

describe('legacyRedirect (spec §2 routing rules)', () => {
  it.each<{ case: string; url: LocationParts; expected: string | null }>([
    {
      case: 'legacy hash path of search form-info (old /pages path) goes to /app/formInfo keeping the query',
      url: at('/', '', '#/pages/search/formInfo?x=1&y=%E4%B8%AD'),
      expected: '/app/formInfo?x=1&y=%E4%B8%AD',
    },
    {
      case: 'legacy hash path of search form-info (internal /pagesB path) goes to /app/formInfo keeping the query',
      url: at('/', '', '#/pagesB/view/search/formInfo?formId=9'),
      expected: '/app/formInfo?formId=9',
    },
    {
      case: 'legacy hash path of search form-info without a query',
      url: at('/', '', '#/pages/search/formInfo'),
      expected: '/app/formInfo',
    },
    {
      case: 'a query before the hash comes first',
      url: at('/', '?a=1', '#/pages/search/formInfo?x=1'),
      expected: '/app/formInfo?a=1&x=1',
    },
    {
      case: 'a hash path at the root is rewritten to that path',
      url: at('/', '', '#/some/path?q'),
      expected: '/some/path?q',
    },
    {
      case: 'a hash path at the root keeps an inner hash',
      url: at('/', '', '#/some/path?q=1#part'),
      expected: '/some/path?q=1#part',
    },
    {
      case: 'a hash path naming /pages/index/index goes on to /app/index in one step',
      url: at('/', '', '#/pages/index/index?appId=3'),
      expected: '/app/index?appId=3',
    },
    { case: 'a bare hash root #/ is the entry, with no app: the platform home', url: at('/', '', '#/'), expected: '/platform/index' },
    {
      case: '/pages/search/formInfo goes to /app/formInfo keeping the query',
      url: at('/pages/search/formInfo', '?formId=1&dataId=2'),
      expected: '/app/formInfo?formId=1&dataId=2',
    },
    {
      case: '/pages/index/index goes to /app/index keeping the query',
      url: at('/pages/index/index', '?appId=7'),
      expected: '/app/index?appId=7',
    },
    { case: '/pages/index/index without a query', url: at('/pages/index/index'), expected: '/app/index' },
    {
      case: 'the temp entry goes to /app/index keeping the rest of the address',
      url: at('/pages/index/temp', '?Appid=1&code=index&viewId=2'),
      expected: '/app/index?Appid=1&code=index&viewId=2',
    },
    {
      case: 'the temp entry alias / (a share link) goes to /app/index keeping the query',
      url: at('/', '?Appid=1&code=list&viewId=2'),
      expected: '/app/index?Appid=1&code=list&viewId=2',
    },
    { case: 'the temp entry keeps a non-path hash too', url: at('/', '?appId=1', '#top'), expected: '/app/index?appId=1#top' },
    // Issue 42 item 6: the bare root address named no app and showed 未指定应用.
    { case: 'the temp entry with nothing else: the platform home', url: at('/'), expected: '/platform/index' },
    { case: 'the temp entry with a query naming no app: the platform home', url: at('/', '?a=1', '#top'), expected: '/platform/index?a=1#top' },
    { case: 'the temp entry with a shortCode: the app index', url: at('/pages/index/temp', '?shortCode=ab'), expected: '/app/index?shortCode=ab' },
    { case: 'the temp entry with a key: the app index', url: at('/', '?key=crm&tenantId=t1'), expected: '/app/index?key=crm&tenantId=t1' },
    {
      case: 'a trailing slash on a legacy path is the same path',
      url: at('/pages/index/index/', '?a=1'),
      expected: '/app/index?a=1',
    },
    { case: 'not legacy: a public alias', url: at('/app/view/lists', '?x=1'), expected: null },
    {
      case: 'not legacy: an internal path that is listed',
      url: at('/pagesB/view/search/formInfo', '?x=1'),
      expected: null,
    },
    { case: 'not legacy: an unknown short code', url: at('/abc123'), expected: null },
    {
      case: 'not legacy: a hash path away from the root',
      url: at('/app/index', '', '#/pages/search/formInfo'),
      expected: null,
    },
    {
      case: 'search and hash without their ? and # are read the same',
      url: at('/', '', '/pages/search/formInfo?x=1'),
      expected: '/app/formInfo?x=1',
    },
  ])('$case', ({ url, expected }) => {
    expect(legacyRedirect(url)).toBe(expected);
  });
});
