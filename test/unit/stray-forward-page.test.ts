// domain/routing/stray-forward-page (src/platform/stray-forward-page.ts): which router states are a forward change that landed after the back.
import { strayForwardPage } from '@/domain/routing/stray-forward-page';

describe('strayForwardPage', () => {
  test.each([
    ['a back that lost the race: the to-do page on top, the address the home below it', ['/platform/index', '/platform/toDoList/list'], '/platform/index', true],
    ['deeper: the address two pages down', ['/platform/index', '/app/index', '/app/view/lists'], '/platform/index', true],
    ['the top page is the address', ['/platform/index', '/platform/toDoList/list'], '/platform/toDoList/list', false],
    ['a forward change still loading: the address has no page yet', ['/platform/index'], '/platform/toDoList/list', false],
    ['one page, the address', ['/platform/index'], '/platform/index', false],
    ['no page yet', [], '/platform/index', false],
    ['an address no page of the stack holds (a redirect in flight)', ['/platform/index', '/app/index'], '/404', false],
  ])('%s', (_case, pages, address, expected) => {
    expect(strayForwardPage(pages, address)).toBe(expected);
  });
});
