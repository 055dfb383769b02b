/**
 * Taro's H5 router handles each address change only once the page's code has loaded, and a later change to another
 * address does not cancel an earlier one. Back while the next screen's code still loads (a subpackage, a slow phone):
 * the back finds nothing to do, since the screen left is still the router's top page; then the forward change lands,
 * hides that screen and shows the new one, over an address that names the screen left. The user sees the screen they
 * left, or, once its slide is done, the page they went back to stays hidden: a blank screen (test/e2e
 * in-app-navigation.spec.ts reproduces it by holding the next screen's code back).
 *
 * The guard: when a change lands, if the router's top page is not the address the browser shows while that address's
 * page is in the router below it, the router is told of the address again (a popstate, which it handles as the back
 * it missed: the stray page goes, the address's page shows). Started by features/entry/boot.h5.ts. H5 only.
 */
import { eventCenter } from '@tarojs/runtime';

import { strayForwardPage } from '../domain/routing/stray-forward-page';

const routerPages = (router: Element): string[] =>
  [...router.children].filter((el) => el.classList.contains('taro_page')).map((el) => el.id.split('?')[0] ?? '');

/** Watches the router's changes under `router` (the app's container) and returns the way to stop. */
export function guardStrayForwardPage(router: Element): () => void {
  const afterChange = () => {
    // After Taro's own hide and show of this change (its event is sent before its timers run).
    setTimeout(() => {
      if (strayForwardPage(routerPages(router), decodeURI(window.location.pathname))) {
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
      }
    }, 0);
  };
  eventCenter.on('__afterTaroRouterChange', afterChange);
  return () => eventCenter.off('__afterTaroRouterChange', afterChange);
}
