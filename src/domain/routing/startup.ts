// Spec screens-data-rules.md §2: "At start, plain http on the product's H5 host is switched to https; stored
// ask_login, portal scroll position, form data and messaging-login modal flags are cleared; the app-environment
// flag is cleared on unload."
import { STORAGE_KEYS, type StorageKey } from '../storage-keys';

/** Keys cleared at every start. */
export const START_CLEARED_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.askLogin,
  STORAGE_KEYS.portalScrollPosition,
  STORAGE_KEYS.formData,
  STORAGE_KEYS.messagingLoginModal,
];

/** Keys cleared when the page unloads. */
const UNLOAD_CLEARED_KEYS: readonly StorageKey[] = [STORAGE_KEYS.appEnvironment];

export interface StartupInput {
  /** `location.protocol`, e.g. `http:` (the colon is optional). */
  protocol: string;
  /** `location.host`, with its port if any. */
  host: string;
  /** The product's H5 host (TARO_APP_H5_HOST): a host, or an origin like `https://m.example.com`; empty when unset. */
  productHost: string | null | undefined;
}

export interface StartupActions {
  upgradeToHttps: boolean;
  clearKeys: StorageKey[];
}

/** The bare `host[:port]` of a configured host or origin, lower case. */
function bareHost(value: string): string {
  return value
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/[/?#].*$/, '')
    .toLowerCase();
}

/** What to do at start: switch to https (only plain http on the product's own H5 host), and which keys to clear. */
export function startupActions({ protocol, host, productHost }: StartupInput): StartupActions {
  const product = bareHost(productHost ?? '');
  const upgradeToHttps =
    protocol.replace(/:$/, '').toLowerCase() === 'http' && product !== '' && bareHost(host) === product;
  return { upgradeToHttps, clearKeys: [...START_CLEARED_KEYS] };
}

/** What to do on unload: the keys to clear. */
export function unloadActions(): { clearKeys: StorageKey[] } {
  return { clearKeys: [...UNLOAD_CLEARED_KEYS] };
}
