// Issue 42 item 2, "a way around the H5": which screen shows the H5 header and which the tab bar (README.md
// "H5 header and tab bar" says why these screens). The mini program has WeChat's own navigation bar and no tab bar.
import { PATHS } from '../../routes';
import { routeByPath, splitAddress } from '../routing/address';


/** The tab bar's screens, in its order: the platform home, the to-do centre and the member centre (我的). */
export const TOP_LEVEL = [
  { path: PATHS.home, label: '工作台' },
  { path: PATHS.todoList, label: '待办' },
  { path: PATHS.memberCentre, label: '我的' },
] as const;

export const SHELL_TEXT = { header: '页面导航', tabs: '主导航', back: '返回', home: '工作台', homeLabel: '回到工作台' } as const;

/**
 * What frames a screen, by its internal path or alias: `header` a title bar with back and home, on every screen
 * but the home (it is where home leads) and the entry (a blank page that forwards at once); `tabs` on the
 * top-level screens. `title` comes from the route table. An unknown path gets neither. Taro's H5 page path may
 * carry a query (its `stamp`): it is cut off.
 */
export function shellOf(path: string): { path: string; header: boolean; tabs: boolean; title: string } {
  const row = routeByPath(splitAddress(path).path);
  if (!row) return { path, header: false, tabs: false, title: '' };
  return {
    path: row.path,
    header: row.path !== PATHS.home && row.path !== PATHS.entry,
    tabs: TOP_LEVEL.some((t) => t.path === row.path),
    title: row.title,
  };
}

/** The header's back: the page below when there is one, otherwise (arrived from a link) the home. */
export const backGoesHome = (stackDepth: number): boolean => stackDepth <= 1;
