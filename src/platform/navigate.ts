// The navigation helper (spec screens-data-rules.md §2; calls-and-errors.md §9): the thin Taro wrapper around the
// pure rules of src/domain/navigation.ts.
import Taro from '@tarojs/taro';

import {
  buildUrl,
  DEFAULT_ANIMATION_DURATION,
  DEFAULT_ANIMATION_TYPE,
  DEFAULT_BACK_DELTA,
  DEFAULT_NAVIGATION_TYPE,
  isSamePage,
  type NavigationType,
} from '../domain/navigation';
import { withoutRouterParams, type QueryParams, type QueryValue } from '../domain/query';
import { loginUrl } from '../domain/routing/login-url';
import { internalAddress } from '../domain/routing/public-address';
import { PATHS } from '../routes';

/** What is about to happen, as the interceptor sees it. */
interface NavigationTarget {
  type: NavigationType;
  /** Internal address with the params appended; empty for navigateBack. */
  url: string;
  delta: number;
  animationType: string;
  animationDuration: number;
}

/** Returns false (or a promise of false) to veto the navigation; anything else lets it go on. */
type NavigationInterceptor = (target: NavigationTarget) => boolean | void | Promise<boolean | void>;

export interface NavigateOptions {
  type?: NavigationType;
  /** Internal path or public alias, with or without a query. Not needed for navigateBack. */
  url?: string;
  params?: QueryParams;
  delta?: number;
  animationType?: string;
  animationDuration?: number;
  interceptor?: NavigationInterceptor;
}

export type NavigateResult = 'navigated' | 'same-page' | 'vetoed';

const isQueryValue = (v: unknown): v is QueryValue =>
  v === undefined || v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

const asObject = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** The address of the page on top of Taro's page stack, or null when there is none yet. */
export function currentPageAddress(): string | null {
  let pages: ReturnType<typeof Taro.getCurrentPages>;
  try {
    pages = Taro.getCurrentPages();
  } catch {
    // Taro's H5 router throws before it has mounted its first page (a component mounted on its own): no page yet.
    return null;
  }
  const page = pages[pages.length - 1];
  if (!page) return null;
  const route = String(page.route ?? page.__route__ ?? '');
  if (route === '') return null;
  // The mini program keeps the query in `options`; Taro's H5 router in `$taroParams` (with its own keys added), and
  // its `options` holds only the route's path parameters, an empty object for ours: so both are read.
  const rawQuery: unknown = { ...asObject(page.options), ...asObject(page.$taroParams) };
  const query: Record<string, QueryValue> = {};
  if (rawQuery !== null && typeof rawQuery === 'object') {
    for (const [key, value] of Object.entries(withoutRouterParams(rawQuery as Record<string, unknown>))) {
      if (isQueryValue(value)) query[key] = value;
    }
  }
  return buildUrl(route.startsWith('/') ? route : `/${route}`, query);
}

/** The login page with the page shown as its redirectUrl (spec §2), so signing in comes back to it, query and all. */
export function signInAddress(current: string | null = currentPageAddress()): string {
  return current ? loginUrl(current) : PATHS.login;
}

/**
 * Navigates with one of the five types (navigateTo by default; pop-in, 300 ms, back delta 1). Resolves with what
 * happened: `same-page` when the target is the page already shown (no navigation), `vetoed` when the interceptor
 * returned false, `navigated` once Taro's call resolved. Rejects when Taro's call fails or a url is missing.
 */
export async function navigate(options: NavigateOptions | string): Promise<NavigateResult> {
  const opts: NavigateOptions = typeof options === 'string' ? { url: options } : options;
  const type = opts.type ?? DEFAULT_NAVIGATION_TYPE;
  const target: NavigationTarget = {
    type,
    url: '',
    delta: opts.delta ?? DEFAULT_BACK_DELTA,
    animationType: opts.animationType ?? DEFAULT_ANIMATION_TYPE,
    animationDuration: opts.animationDuration ?? DEFAULT_ANIMATION_DURATION,
  };

  if (type !== 'navigateBack') {
    if (!opts.url) throw new Error(`navigate: a url is needed for ${type}`);
    target.url = internalAddress(buildUrl(opts.url, opts.params));
    const current = currentPageAddress();
    if (current !== null && isSamePage(target.url, current)) return 'same-page';
  }

  if (opts.interceptor && (await opts.interceptor(target)) === false) return 'vetoed';

  // The animation settings are extra fields the platforms that support them read; the rest ignore them.
  const animation = { animationType: target.animationType, animationDuration: target.animationDuration };
  switch (type) {
    case 'navigateBack': {
      const option = { delta: target.delta, ...animation };
      await Taro.navigateBack(option);
      break;
    }
    case 'navigateTo': {
      const option = { url: target.url, ...animation };
      await Taro.navigateTo(option);
      break;
    }
    case 'redirectTo':
      await Taro.redirectTo({ url: target.url });
      break;
    case 'switchTab':
      await Taro.switchTab({ url: target.url });
      break;
    case 'reLaunch':
      await Taro.reLaunch({ url: target.url });
      break;
  }
  return 'navigated';
}
