import { guardStalePageShade } from '../../../src/platform/stale-page-shade';

/** Lets the MutationObserver's records be delivered. */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 0));

function router(...pages: { id: string; classes: string }[]): HTMLElement {
  const root = document.createElement('div');
  root.className = 'taro_router';
  for (const p of pages) {
    const el = document.createElement('div');
    el.id = p.id;
    el.className = `taro_page ${p.classes}`;
    root.appendChild(el);
  }
  document.body.appendChild(root);
  return root;
}

describe('the stale page shade of Taro’s H5 router', () => {
  let stop = () => undefined as void;
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('back within the slide: the page returned to keeps showing when the late hide timer shades it', async () => {
    window.history.replaceState(null, '', '/platform/index');
    // The to-do list was left (unload removed its show classes); the home was shown again.
    const root = router({ id: '/platform/index?stamp=AA', classes: 'taro_page_show taro_page_stationed' }, { id: '/platform/toDoList/list?stamp=AB', classes: '' });
    stop = guardStalePageShade(root);
    const home = root.firstElementChild!;
    home.classList.add('taro_page_shade');
    await delivered();
    expect(home.classList.contains('taro_page_shade')).toBe(false);
  });

  it('forward: the page below a shown page is hidden as Taro does', async () => {
    window.history.replaceState(null, '', '/platform/toDoList/list');
    const root = router({ id: '/platform/index?stamp=AA', classes: 'taro_page_show taro_page_stationed' }, { id: '/platform/toDoList/list?stamp=AB', classes: 'taro_page_show' });
    stop = guardStalePageShade(root);
    const home = root.firstElementChild!;
    home.classList.add('taro_page_shade');
    await delivered();
    expect(home.classList.contains('taro_page_shade')).toBe(true);
  });

  it('forward to a page still loading: the page left is hidden (its address is no longer shown)', async () => {
    window.history.replaceState(null, '', '/platform/toDoList/list');
    const root = router({ id: '/platform/index?stamp=AA', classes: 'taro_page_show taro_page_stationed' });
    stop = guardStalePageShade(root);
    const home = root.firstElementChild!;
    home.classList.add('taro_page_shade');
    await delivered();
    expect(home.classList.contains('taro_page_shade')).toBe(true);
  });
});
