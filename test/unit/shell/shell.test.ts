import { backGoesHome, shellOf, TOP_LEVEL } from '@/domain/shell/shell';
import { PATHS } from '@/routes';

describe('shellOf: the H5 header and tab bar of a screen (issue 42 item 2)', () => {
  test.each([
    // path, header, tabs, title
    [PATHS.home, false, true, '工作台'],
    ['/platform/index', false, true, '工作台'],
    [PATHS.entry, false, false, '加载中'],
    [PATHS.todoList, true, true, '待办中心'],
    ['/platform/toDoList/list?tab=done', true, true, '待办中心'],
    [PATHS.memberCentre, true, true, '会员中心'],
    ['/platform/member', true, true, '会员中心'],
    ['/app/view/lists?appId=a&formId=f', true, false, '数据列表'],
    [`${PATHS.detail}?stamp=3`, true, false, '数据详情'],
    [PATHS.appIndex, true, false, '应用'],
    [PATHS.login, true, false, '登录'],
    [PATHS.selectTenant, true, false, '选择组织'],
    ['/nowhere', false, false, ''],
  ])('%s: header %s, tabs %s, title %s', (path, header, tabs, title) => {
    expect(shellOf(path)).toMatchObject({ header, tabs, title });
  });

  test('the tab bar is 工作台, 待办, 我的, each a top-level screen with the tab bar', () => {
    expect(TOP_LEVEL.map((t) => t.label)).toEqual(['工作台', '待办', '我的']);
    for (const t of TOP_LEVEL) expect(shellOf(t.path).tabs).toBe(true);
  });
});

describe('backGoesHome: back with nothing below the page leads home', () => {
  test.each([
    [0, true],
    [1, true],
    [2, false],
    [5, false],
  ])('stack depth %i: home %s', (depth, home) => {
    expect(backGoesHome(depth)).toBe(home);
  });
});
