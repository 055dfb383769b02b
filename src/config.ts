/**
 * Runtime configuration, read once (README "Configuration"). Taro inlines `process.env.TARO_APP_*` at build time
 * from its env files; the defaults are the local platform server's, so tests and fresh clones need nothing set.
 */
import { parseTemplateIds, type TemplateIds } from './domain/notify/subscribe';
import { appOrigin } from './platform/origin';

const env = {
  apiBase: process.env.TARO_APP_API_BASE || '/api',
  oidcIssuer: process.env.TARO_APP_OIDC_ISSUER || '/oidc',
  clientId: process.env.TARO_APP_CLIENT_ID || 'ware-mobile',
  serverOrigin: process.env.TARO_APP_SERVER_ORIGIN || 'http://127.0.0.1:10086',
  h5Host: process.env.TARO_APP_H5_HOST || '',
};

/** Stand-in template ids of the local server's demo; a real app sets its own from WeChat's admin console. */
const DEMO_SUBSCRIBE_TEMPLATES = JSON.stringify({
  PROCESS_STARTED: 'demo-tmpl-process-started',
  TASK_ASSIGNED: 'demo-tmpl-task-assigned',
  ORDER_STATUS: 'demo-tmpl-order-status',
  AFTER_SALE_STATUS: 'demo-tmpl-after-sale-status',
});

/** WeChat subscribe-message template ids by scene (JSON, README "Configuration"); `{}` turns the prompts off. */
export const SUBSCRIBE_TEMPLATES: TemplateIds = parseTemplateIds(process.env.TARO_APP_SUBSCRIBE_TEMPLATES || DEMO_SUBSCRIBE_TEMPLATES);

/** Request timeout for every call (calls-and-errors.md §9). */
export const REQUEST_TIMEOUT_MS = 60000;
/** The loading indicator appears once a call has taken this long (calls-and-errors.md §7 "Request layer"). */
export const LOADING_DELAY_MS = 1000;
/** Toast duration (calls-and-errors.md §9). */
export const TOAST_DURATION_MS = 2000;

const trimSlash = (s: string) => s.replace(/\/+$/, '');

/**
 * A base made absolute: relative bases get the app's origin (the page's origin in H5, TARO_APP_SERVER_ORIGIN in the
 * mini program, which has none). Absolute bases are kept.
 */
export function absoluteBase(base: string): string {
  if (/^https?:\/\//i.test(base)) return trimSlash(base);
  return trimSlash(appOrigin(env.serverOrigin)) + (base.startsWith('/') ? '' : '/') + trimSlash(base);
}

export const config = {
  ...env,
  /** The API base as requests use it. */
  apiUrl(path: string): string {
    return absoluteBase(env.apiBase) + (path.startsWith('/') ? path : `/${path}`);
  },
  /** The issuer, absolute. */
  issuer(): string {
    return absoluteBase(env.oidcIssuer);
  },
  /**
   * The identity provider's endpoints. Fixed paths under the issuer (oidc-provider's defaults), so sign-in needs no
   * discovery round trip before the redirect.
   */
  oidc() {
    const issuer = absoluteBase(env.oidcIssuer);
    return {
      authorize: `${issuer}/auth`,
      token: `${issuer}/token`,
      revocation: `${issuer}/token/revocation`,
      endSession: `${issuer}/session/end`,
    };
  },
  /** The OIDC redirect_uri: the login page (the server registers `${origin}/pages/login/login`). */
  redirectUri(): string {
    return `${trimSlash(appOrigin(env.serverOrigin))}/pages/login/login`;
  },
} as const;
