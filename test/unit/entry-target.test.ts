import { entryTarget } from '../../src/domain/routing/entry-target';

// Spec screens-data-rules.md §2: "The temp entry is redirected to /app/index with the rest of the address kept."
describe('entryTarget: the temp entry page forwards to the application index', () => {
  it.each([
    // Issue 42 item 6: without an app the index could only say 未指定应用; the platform home instead.
    ['no query: the platform home', {}, '/pages/home/home'],
    ['a query naming no app: the platform home, query kept', { a: '1' }, '/pages/home/home?a=1'],
    ['an empty appId names no app', { appId: '' }, '/pages/home/home?appId='],
    ['a share link keeps Appid, code and viewId', { Appid: '7', code: 'list', viewId: '3' }, '/pagesB/view/index/index?Appid=7&code=list&viewId=3'],
    ['values are encoded', { shortCode: 'a b' }, '/pagesB/view/index/index?shortCode=a%20b'],
    ["Taro's own keys are dropped", { $taroTimestamp: '1', stamp: '2', appId: 'x' }, '/pagesB/view/index/index?appId=x'],
    ['undefined values are dropped', { appId: undefined, key: 'k' }, '/pagesB/view/index/index?key=k'],
  ] as const)('%s', (_case, query, target) => {
    expect(entryTarget(query)).toBe(target);
  });
});
