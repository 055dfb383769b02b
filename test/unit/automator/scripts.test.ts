/**
 * The miniprogram-automator scripts need WeChat DevTools, which CI does not have: here each one runs against a fake
 * mini program (pages with texts, taps that navigate, wx.login mocked by the script, storage) to check it loads,
 * drives the pages it claims, and fails when a text it waits for never shows.
 */
interface Script {
  name: string;
  pages: string[];
  run(miniProgram: unknown): Promise<void>;
}

const load = (name: string): Script => jest.requireActual<Script>(`../../automator/${name}.cjs`);

/** Per page: its texts, the page each tapped text leads to, and whether a tap signs in. */
type World = Record<string, { texts: string[]; taps?: Record<string, string>; signsIn?: string }>;

const WORLD: World = {
  'pagesB/view/404': { texts: ['页面不存在'] },
  'pages/login/login': { texts: ['登录', '微信登录'], taps: { 微信登录: 'pages/home/home' }, signsIn: '微信登录' },
  'pages/home/home': { texts: ['工作台', '张成员'] },
  'pagesB/view/selectTenant': { texts: ['演示科技有限公司', '演示贸易有限公司'], taps: { 演示科技有限公司: 'pages/home/home' } },
  'pagesB/view/search/formInfo': { texts: ['姓名', '手机号', '提交'], taps: { 提交: 'pagesB/view/subSuccess/subSuccess' } },
  'pagesB/view/subSuccess/subSuccess': { texts: ['提交成功', 'OPEN-00001'] },
  'pagesB/toDoList/list': { texts: ['待办', '张成员的费用报销审批'], taps: { 张成员的费用报销审批: 'pagesB/toDoList/task' } },
  'pagesB/toDoList/task': { texts: ['审批流程', '同意', '驳回'], taps: { 同意: 'pagesB/toDoList/list' } },
};

function fakeMiniProgram(world: World) {
  const visited: string[] = [];
  const inputs: string[] = [];
  const storage: Record<string, string> = {};
  const mocked: Record<string, unknown> = {};
  let current: ReturnType<typeof pageOf> | null = null;
  const go = (url: string) => {
    const route = url.replace(/^\//, '').split('?')[0]!;
    if (!world[route]) throw new Error(`no page ${route}`);
    visited.push(route);
    current = pageOf(route);
    return current;
  };
  function pageOf(route: string) {
    const spec = world[route]!;
    const element = (text: string) => ({
      text: async () => text,
      tap: async () => {
        if (spec.signsIn === text && (mocked.login as { code?: string } | undefined)?.code) storage.token = 'Bearer t';
        const to = spec.taps?.[text];
        if (to) go(to);
      },
    });
    return {
      path: route,
      $$: async (selector: string) =>
        selector === 'input' ? spec.texts.slice(0, 2).map(() => ({ input: async (v: string) => void inputs.push(v) })) : spec.texts.map(element),
      waitFor: async () => undefined,
    };
  }
  return {
    visited,
    inputs,
    mocked,
    reLaunch: async (url: string) => go(url),
    currentPage: async () => current,
    mockWxMethod: async (method: string, result: unknown) => void (mocked[method] = result),
    restoreWxMethod: async (method: string) => void delete mocked[method],
    callWxMethod: async (method: string, key: string) => (method === 'getStorageSync' ? (storage[key] ?? '') : undefined),
    close: async () => undefined,
  };
}

describe('the automator scripts', () => {
  it.each(['smoke', 'sign-in', 'form-submit', 'approval'])('%s drives the pages it claims', async (name) => {
    const script = load(name);
    const mp = fakeMiniProgram(WORLD);
    await script.run(mp);
    expect(script.pages.length).toBeGreaterThan(0);
    expect(mp.visited).toEqual(expect.arrayContaining(script.pages));
    expect(mp.mocked).toEqual({});
  });

  it('sign-in uses the development WeChat code and waits for the stored token', async () => {
    const mp = fakeMiniProgram(WORLD);
    let code: unknown;
    const mock = mp.mockWxMethod;
    mp.mockWxMethod = async (method, result) => {
      code = (result as { code: string }).code;
      return mock(method, result);
    };
    await load('sign-in').run(mp);
    expect(code).toBe('dev-wx-member');
  });

  it('form-submit types the name and the phone', async () => {
    const mp = fakeMiniProgram(WORLD);
    await load('form-submit').run(mp);
    expect(mp.inputs).toEqual(['自动化测试', '13912345678']);
  });

  it('a script fails when the page never shows what it waits for', async () => {
    const broken: World = { ...WORLD, 'pagesB/toDoList/task': { texts: ['审批流程'] } };
    const mp = fakeMiniProgram(broken);
    const now = jest.spyOn(Date, 'now');
    let t = 0;
    now.mockImplementation(() => (t += 1000));
    await expect(load('approval').run(mp)).rejects.toThrow(/"同意" did not show/);
    now.mockRestore();
  });
});
