/**
 * A page element for screens whose NutUI parts or selector queries look for the current page (Tabs, Popup, rows
 * measuring themselves): `<div id={path} class="taro_page">` in the body and Current.page pointing at it.
 */
import { Current } from '@tarojs/runtime';

import { mount } from './screen';

export function pageHost(path: string) {
  let host: HTMLElement | null = null;
  return {
    open(): void {
      host = document.createElement('div');
      host.id = path;
      host.className = 'taro_page';
      document.body.appendChild(host);
      (Current as { page: unknown }).page = { path };
    },
    /** Renders into the page and waits until its loading is idle (screen.ts). */
    mount(ui: JSX.Element) {
      return mount(ui, { container: host! });
    },
    close(): void {
      host?.remove();
      host = null;
    },
  };
}
