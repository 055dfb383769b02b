import { entryTarget } from '../../src/domain/routing/entry-target';

// Spec screens-data-rules.md §2: "The temp entry is redirected to /app/index with the rest of the address kept."
describe('entryTarget: the temp entry page forwards to the application index', () => {
  it.each([
    ['no query', {}, '/pagesB/view/index/index'],
    ['a share link keeps Appid, code and viewId', { Appid: '7', code: 'list', viewId: '3' }, '/pagesB/view/index/index?Appid=7&code=list&viewId=3'],
    ['values are encoded', { shortCode: 'a b' }, '/pagesB/view/index/index?shortCode=a%20b'],
    ["Taro's own keys are dropped", { $taroTimestamp: '1', stamp: '2', appId: 'x' }, '/pagesB/view/index/index?appId=x'],
    ['undefined values are dropped', { appId: undefined, key: 'k' }, '/pagesB/view/index/index?key=k'],
  ] as const)('%s', (_case, query, target) => {
    expect(entryTarget(query)).toBe(target);
  });
});
