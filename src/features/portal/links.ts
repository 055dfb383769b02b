/**
 * Where a link of the portal goes: one of the app's pages (navigated to), an https or platform address (the web
 * view), nothing else. Used by banners, adverts and rich-text links.
 */
import Taro from '@tarojs/taro';

import { absoluteBase, config } from '../../config';
import { buildUrl } from '../../domain/navigation';
import { safeHref, webViewTarget } from '../../domain/portal';
import { appOrigin } from '../../platform/origin';
import { PATHS } from '../../routes';

/** The platform's own origins: its API and the app's origin. */
export const ownOrigins = (): string[] => [absoluteBase(config.apiBase), appOrigin(config.serverOrigin)];

function webViewUrl(url: string): string {
  return buildUrl(PATHS.portalWebView, { url });
}

export function openLink(link: string | null | undefined): void {
  const href = safeHref(link ?? '');
  if (!href) return;
  if (href.startsWith('/')) {
    void Taro.navigateTo({ url: href });
    return;
  }
  if (webViewTarget(href, ownOrigins()).kind === 'open') void Taro.navigateTo({ url: webViewUrl(href) });
}
