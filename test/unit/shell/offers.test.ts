import { HOME_COUNTERS, offersAnalysis, offersInstall } from '@/domain/shell/offers';
import { counterTab } from '@/domain/todo';

// Issue 42 item 6: a button is offered only when what it opens can show something real.
describe('the home counters are the ones with a to-do tab to open', () => {
  test('todo, done and startedBy; not report (我提交的), which no screen lists', () => {
    expect(HOME_COUNTERS).toEqual(['todo', 'done', 'startedBy']);
    for (const c of HOME_COUNTERS) expect(counterTab(c)).not.toBeNull();
    expect(counterTab('report')).toBeNull();
  });
});

describe('offersAnalysis: 统计分析 on an app index', () => {
  const panel = (widgets: number) => ({ widgets: Array.from({ length: widgets }, (_, i) => ({ id: String(i) })) });
  test.each([
    ['a member, a panel with a widget', 'MEMBER', [panel(2)], true],
    ['an admin, an empty panel then one with a widget', 'ADMIN', [panel(0), panel(1)], true],
    ['a member, no panel', 'MEMBER', [], false],
    ['a member, only empty panels', 'SUB_ADMIN', [panel(0)], false],
    ['panels not answered yet', 'MEMBER', undefined, false],
    ['a guest, whatever the panels', 'GUEST', [panel(3)], false],
    ['no role', null, [panel(3)], false],
  ] as const)('%s: %s', (_case, role, panels, offered) => {
    expect(offersAnalysis(role, panels)).toBe(offered);
  });
});

describe('offersInstall: 安装 on a package', () => {
  test.each([
    [['org:manage', 'app:install', 'app:use'], true],
    [['app:use'], false],
    [[], false],
    [undefined, false],
  ] as const)('%j: %s', (codes, offered) => {
    expect(offersInstall(codes)).toBe(offered);
  });
});
