import Taro from '@tarojs/taro';

import { navigate, type NavigateOptions, type NavigateResult } from '@/platform/navigate';

jest.mock('@tarojs/taro', () => {
  const ok = () => Promise.resolve({ errMsg: 'ok' });
  const api = {
    getCurrentPages: jest.fn(() => []),
    navigateTo: jest.fn(ok),
    redirectTo: jest.fn(ok),
    switchTab: jest.fn(ok),
    reLaunch: jest.fn(ok),
    navigateBack: jest.fn(ok),
  };
  return { __esModule: true, default: api, ...api };
});

const taro = Taro as unknown as Record<
  'getCurrentPages' | 'navigateTo' | 'redirectTo' | 'switchTab' | 'reLaunch' | 'navigateBack',
  jest.Mock
>;
const NAV_CALLS = ['navigateTo', 'redirectTo', 'switchTab', 'reLaunch', 'navigateBack'] as const;

/** Every Taro navigation call made, as [name, option]. */
function navCalls(): Array<[string, unknown]> {
  return NAV_CALLS.flatMap((name) => taro[name].mock.calls.map((call): [string, unknown] => [name, call[0]]));
}

type Page = { route?: string; options?: Record<string, unknown>; $taroParams?: Record<string, unknown> };

beforeEach(() => {
  jest.clearAllMocks();
  taro.getCurrentPages.mockReturnValue([]);
});

describe('navigate (spec §2 navigation helper)', () => {
  it.each<{
    case: string;
    pages: Page[];
    options: NavigateOptions | string;
    result: NavigateResult;
    calls: Array<[string, unknown]>;
  }>([
    {
      case: 'navigateTo by default, with the pop-in 300 ms defaults',
      pages: [{ route: 'pages/home/home', options: {} }],
      options: { url: '/pagesB/view/lists', params: { appId: 1, skip: undefined } },
      result: 'navigated',
      calls: [['navigateTo', { url: '/pagesB/view/lists?appId=1', animationType: 'pop-in', animationDuration: 300 }]],
    },
    {
      case: 'a string is a navigateTo',
      pages: [],
      options: '/pagesB/view/detail?id=1',
      result: 'navigated',
      calls: [['navigateTo', { url: '/pagesB/view/detail?id=1', animationType: 'pop-in', animationDuration: 300 }]],
    },
    {
      case: 'an alias is navigated to as its internal path',
      pages: [],
      options: { url: '/app/view/lists', params: { viewId: 'v' } },
      result: 'navigated',
      calls: [['navigateTo', { url: '/pagesB/view/lists?viewId=v', animationType: 'pop-in', animationDuration: 300 }]],
    },
    {
      case: 'redirectTo',
      pages: [],
      options: { type: 'redirectTo', url: '/pagesB/view/restrictedAccess', params: { type: 'noPermission' } },
      result: 'navigated',
      calls: [['redirectTo', { url: '/pagesB/view/restrictedAccess?type=noPermission' }]],
    },
    {
      case: 'switchTab',
      pages: [],
      options: { type: 'switchTab', url: '/pages/home/home' },
      result: 'navigated',
      calls: [['switchTab', { url: '/pages/home/home' }]],
    },
    {
      case: 'reLaunch',
      pages: [],
      options: { type: 'reLaunch', url: '/pages/home/home' },
      result: 'navigated',
      calls: [['reLaunch', { url: '/pages/home/home' }]],
    },
    {
      case: 'navigateBack with delta 1 by default',
      pages: [{ route: 'pagesB/view/lists' }],
      options: { type: 'navigateBack' },
      result: 'navigated',
      calls: [['navigateBack', { delta: 1, animationType: 'pop-in', animationDuration: 300 }]],
    },
    {
      case: 'navigateBack with a given delta',
      pages: [],
      options: { type: 'navigateBack', delta: 2, animationDuration: 200 },
      result: 'navigated',
      calls: [['navigateBack', { delta: 2, animationType: 'pop-in', animationDuration: 200 }]],
    },
    {
      case: 'skipped when the target is the current page (mini-program route and options)',
      pages: [{ route: 'pages/home/home' }, { route: 'pagesB/view/lists', options: { viewId: 'v', appId: '1' } }],
      options: { url: '/pagesB/view/lists', params: { appId: 1, viewId: 'v' } },
      result: 'same-page',
      calls: [],
    },
    {
      case: 'skipped for the current page reached by its alias (H5 params with Taro keys)',
      pages: [{ route: '/pagesB/view/detail', $taroParams: { id: '3', $taroTimestamp: 1, stamp: '2' } }],
      options: { url: '/app/view/detail?id=3' },
      result: 'same-page',
      calls: [],
    },
    {
      case: "H5: the router's empty route-params `options` beside the query in $taroParams (the query is the page's)",
      pages: [{ route: '/pagesB/view/detail', options: {}, $taroParams: { id: '3', $taroTimestamp: 1, stamp: '2' } }],
      options: { url: '/app/view/detail?id=3' },
      result: 'same-page',
      calls: [],
    },
    {
      case: 'the same page with other params is navigated to',
      pages: [{ route: 'pagesB/view/detail', options: { id: '3' } }],
      options: { url: '/pagesB/view/detail', params: { id: 4 } },
      result: 'navigated',
      calls: [['navigateTo', { url: '/pagesB/view/detail?id=4', animationType: 'pop-in', animationDuration: 300 }]],
    },
    {
      case: 'a redirect to the current page is skipped too',
      pages: [{ route: 'pages/home/home', options: {} }],
      options: { type: 'redirectTo', url: '/platform/index' },
      result: 'same-page',
      calls: [],
    },
  ])('$case', async ({ pages, options, result, calls }) => {
    taro.getCurrentPages.mockReturnValue(pages);
    await expect(navigate(options)).resolves.toBe(result);
    expect(navCalls()).toEqual(calls);
  });

  it.each<{
    case: string;
    verdict: boolean | undefined | Promise<boolean>;
    result: NavigateResult;
    navigated: boolean;
  }>([
    { case: 'interceptor returning false vetoes', verdict: false, result: 'vetoed', navigated: false },
    { case: 'interceptor resolving false vetoes', verdict: Promise.resolve(false), result: 'vetoed', navigated: false },
    { case: 'interceptor returning true lets it go', verdict: true, result: 'navigated', navigated: true },
    { case: 'interceptor returning nothing lets it go', verdict: undefined, result: 'navigated', navigated: true },
  ])('$case', async ({ verdict, result, navigated }) => {
    const interceptor = jest.fn(() => verdict);
    await expect(navigate({ url: '/pagesB/view/lists', params: { a: 1 }, interceptor })).resolves.toBe(result);
    expect(interceptor).toHaveBeenCalledWith({
      type: 'navigateTo',
      url: '/pagesB/view/lists?a=1',
      delta: 1,
      animationType: 'pop-in',
      animationDuration: 300,
    });
    expect(taro.navigateTo).toHaveBeenCalledTimes(navigated ? 1 : 0);
  });

  it('the interceptor is not asked when the page is the current one', async () => {
    taro.getCurrentPages.mockReturnValue([{ route: 'pagesB/view/lists', options: {} }]);
    const interceptor = jest.fn(() => true);
    await expect(navigate({ url: '/pagesB/view/lists', interceptor })).resolves.toBe('same-page');
    expect(interceptor).not.toHaveBeenCalled();
  });

  it('a failing Taro call rejects', async () => {
    taro.navigateTo.mockImplementationOnce(() => Promise.reject({ errMsg: 'navigateTo:fail page not found' }));
    await expect(navigate('/nowhere')).rejects.toEqual({ errMsg: 'navigateTo:fail page not found' });
  });

  it('a missing url rejects without navigating', async () => {
    await expect(navigate({ type: 'redirectTo' })).rejects.toThrow('navigate: a url is needed for redirectTo');
    expect(navCalls()).toEqual([]);
  });
});
