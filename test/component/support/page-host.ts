/**
 * A page element for screens whose NutUI parts or selector queries look for the current page (Tabs, Popup, rows
 * measuring themselves): `<div id={path} class="taro_page">` in the body and Current.page pointing at it.
 */
import { Current } from '@tarojs/runtime';
import { act, render } from '@testing-library/react';

import { flush } from './taro';

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
    async mount(ui: JSX.Element) {
      const view = render(ui, { container: host! });
      await act(() => flush(10));
      return view;
    },
    close(): void {
      host?.remove();
      host = null;
    },
  };
}
