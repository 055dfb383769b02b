import { internalAddress, publicAddress } from '@/domain/routing/public-address';

describe('publicAddress (spec §2: listed internal paths are shown as their public alias)', () => {
  it.each<{ case: string; address: string; expected: string }>([
    { case: 'application index', address: '/pagesB/view/index/index', expected: '/app/index' },
    {
      case: 'lists, query kept',
      address: '/pagesB/view/lists?appId=1&viewId=2',
      expected: '/app/view/lists?appId=1&viewId=2',
    },
    { case: 'search form info', address: '/pagesB/view/search/formInfo?formId=3', expected: '/app/formInfo?formId=3' },
    { case: 'not found', address: '/pagesB/view/404', expected: '/404' },
    { case: 'platform home', address: '/pages/home/home', expected: '/platform/index' },
    {
      case: 'a row not built yet still has its alias',
      address: '/appSupermarket/packageDetails?id=1',
      expected: '/platform/marketInfo?id=1',
    },
    { case: 'portal video preview', address: '/portal/videoPreview', expected: '/portal/video/preview' },
    {
      case: 'Taro route without the leading slash',
      address: 'pagesB/view/detail?id=5',
      expected: '/app/view/detail?id=5',
    },
    { case: 'hash kept', address: '/pagesB/view/search?k=1#x', expected: '/app/view/search?k=1#x' },
    {
      case: 'a screen without alias stays as it is',
      address: '/pages/login/login?redirectUrl=%2Fapp',
      expected: '/pages/login/login?redirectUrl=%2Fapp',
    },
    { case: 'scan has no alias', address: '/pagesB/view/scan', expected: '/pagesB/view/scan' },
    { case: 'an alias stays as it is', address: '/app/view/lists?x=1', expected: '/app/view/lists?x=1' },
    { case: 'an unknown path stays as it is', address: '/abc?x=1', expected: '/abc?x=1' },
  ])('$case', ({ address, expected }) => {
    expect(publicAddress(address)).toBe(expected);
  });
});

describe('internalAddress (the inverse, for Taro navigation calls)', () => {
  it.each<{ case: string; address: string; expected: string }>([
    {
      case: 'alias of the application index',
      address: '/app/index?shortCode=abc',
      expected: '/pagesB/view/index/index?shortCode=abc',
    },
    { case: 'alias / is the entry', address: '/?Appid=1', expected: '/pages/index/temp?Appid=1' },
    { case: 'second-level alias', address: '/platform/toDoList/list', expected: '/pagesB/toDoList/list' },
    { case: 'an internal path stays', address: '/pagesB/view/lists?a=1', expected: '/pagesB/view/lists?a=1' },
    { case: 'an unknown path stays', address: '/nope?a=1', expected: '/nope?a=1' },
  ])('$case', ({ address, expected }) => {
    expect(internalAddress(address)).toBe(expected);
  });
});
