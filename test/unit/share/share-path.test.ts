import { signingUrl, type SigningUrlInput } from '@/domain/share/jssdk';
import { absoluteImageUrl, routerQuery, shareCardLink, sharePath, timelineQuery, type ShareQuery } from '@/domain/share/share-path';
import { isSinglePageScene } from '@/domain/share/single-page';

describe('sharePath: a chat share reopens the same screen with the same query', () => {
  it.each<{ case: string; route: string | null; query?: ShareQuery; expected: string }>([
    { case: 'lists with app, form and view', route: '/pagesB/view/lists', query: { appId: 'a1', formId: 'f1', viewId: 'v1' }, expected: '/pagesB/view/lists?appId=a1&formId=f1&viewId=v1' },
    { case: 'a page without query', route: '/memberCenter/store', query: {}, expected: '/memberCenter/store' },
    { case: 'a route without its leading slash (the mini program router)', route: 'pagesB/view/detail', query: { dataId: 'd 1' }, expected: '/pagesB/view/detail?dataId=d%201' },
    { case: 'a public alias is shared as its internal path', route: '/app/view/search', query: { appId: 'a1' }, expected: '/pagesB/view/search?appId=a1' },
    { case: 'Taro router keys are left out', route: '/pagesB/view/lists', query: { appId: 'a1', $taroTimestamp: 123, stamp: '9' }, expected: '/pagesB/view/lists?appId=a1' },
    { case: 'empty values are left out', route: '/portal/page', query: { id: 'p1', viewId: '', x: null, y: undefined }, expected: '/portal/page?id=p1' },
    { case: 'a query on the route is replaced by the given one', route: '/portal/page?id=old', query: { id: 'new' }, expected: '/portal/page?id=new' },
    { case: 'no page: the home page (spec §9 share path)', route: null, expected: '/pages/home/home' },
    { case: 'the root: the home page', route: '/', expected: '/pages/home/home' },
  ])('$case', ({ route, query, expected }) => {
    expect(sharePath(route, query)).toBe(expected);
  });
});

describe('timelineQuery: a timeline share carries the query only', () => {
  it.each<{ case: string; query: ShareQuery | null; expected: string }>([
    { case: 'encoded values, no leading ?', query: { id: '文 章', kind: 'post' }, expected: 'id=%E6%96%87%20%E7%AB%A0&kind=post' },
    { case: 'router keys and empties left out', query: { $taroTimestamp: 1, id: '' }, expected: '' },
    { case: 'no query', query: null, expected: '' },
  ])('$case', ({ query, expected }) => {
    expect(timelineQuery(query)).toBe(expected);
  });
});

describe('routerQuery: Taro hands query values over still encoded', () => {
  it('decodes each value once, so sharing does not encode twice', () => {
    expect(routerQuery({ id: '%E6%96%87', plain: 'x', bad: '%E6%', none: undefined })).toEqual({ id: '文', plain: 'x', bad: '%E6%', none: undefined });
    expect(sharePath('/pagesA/community/detail', routerQuery({ id: 'a%20b' }))).toBe('/pagesA/community/detail?id=a%20b');
  });
});

describe('shareCardLink: the H5 link of a card is the public address on the page origin', () => {
  it.each<{ case: string; origin: string; route: string; query: ShareQuery; expected: string }>([
    { case: 'lists by its alias', origin: 'http://localhost:10086', route: '/pagesB/view/lists', query: { appId: 'a1' }, expected: 'http://localhost:10086/app/view/lists?appId=a1' },
    { case: 'a route without alias stays as it is', origin: 'https://m.example.com/', route: '/memberCenter/store', query: {}, expected: 'https://m.example.com/memberCenter/store' },
  ])('$case', ({ origin, route, query, expected }) => {
    expect(shareCardLink(origin, route, query)).toBe(expected);
  });
});

describe('absoluteImageUrl: WeChat wants absolute card images', () => {
  it.each<{ case: string; image: string | null; expected: string }>([
    { case: 'none', image: null, expected: '' },
    { case: 'a server path', image: '/api/files/x.png', expected: 'http://h:1/api/files/x.png' },
    { case: 'absolute https kept', image: 'https://cdn.example/x.png', expected: 'https://cdn.example/x.png' },
    { case: 'protocol-relative made https', image: '//cdn.example/x.png', expected: 'https://cdn.example/x.png' },
  ])('$case', ({ image, expected }) => {
    expect(absoluteImageUrl('http://h:1', image)).toBe(expected);
  });
});

describe('signingUrl (spec §2: on iOS the first entry address is used for signing)', () => {
  it.each<{ case: string; input: SigningUrlInput; expected: string }>([
    { case: 'iOS with a first entry: the first entry', input: { isIOS: true, firstEntry: 'https://h/app/index?a=1', current: 'https://h/app/view/lists?b=2' }, expected: 'https://h/app/index?a=1' },
    { case: 'iOS without one: the current address', input: { isIOS: true, firstEntry: null, current: 'https://h/x?b=2#frag' }, expected: 'https://h/x?b=2' },
    { case: 'Android: the current address, without its hash', input: { isIOS: false, firstEntry: 'https://h/first', current: 'https://h/now#x' }, expected: 'https://h/now' },
  ])('$case', ({ input, expected }) => {
    expect(signingUrl(input)).toBe(expected);
  });
});

describe('isSinglePageScene: a timeline share opens in single-page mode', () => {
  it.each([
    [1154, true],
    ['1154', true],
    [1155, false],
    [1001, false],
    [undefined, false],
  ])('scene %p → %p', (scene, expected) => {
    expect(isSinglePageScene(scene)).toBe(expected);
  });
});
