/**
 * Taro's H5 router hides the page below a new one after the slide (a timer that adds `taro_page_shade`, display:
 * none). Going back within that time shows the page again, and the timer still fires: the page the user returned to
 * disappears and the screen stays blank (tap a screen, then back at once). Taro's `show()` does not cancel the timer.
 *
 * This guard undoes exactly that late shade: a page shaded while it is the address the browser shows and no page
 * above it is shown (the one that was left has already lost `taro_page_show`). On a forward navigation the shaded
 * page's address is no longer the one shown, or the new page above it is shown, so Taro's own hiding is untouched.
 * H5 only: started by features/entry/boot.h5.ts.
 */
const SHADE = 'taro_page_shade';

function pathOfPage(page: Element): string {
  return page.id.split('?')[0] ?? '';
}

function isStale(page: Element): boolean {
  if (!page.classList.contains(SHADE) || !page.classList.contains('taro_page_show')) return false;
  if (pathOfPage(page) !== window.location.pathname) return false;
  for (let above = page.nextElementSibling; above; above = above.nextElementSibling) {
    if (above.classList.contains('taro_page') && above.classList.contains('taro_page_show')) return false;
  }
  return true;
}

/** Watches the router's pages under `router` (the app's container) and returns the way to stop. */
export function guardStalePageShade(router: Element): () => void {
  const observer = new MutationObserver((changes) => {
    for (const change of changes) {
      const page = change.target as Element;
      if (page.parentElement === router && isStale(page)) page.classList.remove(SHADE);
    }
  });
  observer.observe(router, { subtree: true, attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
