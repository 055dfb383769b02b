/** The browser's address bar and top-level navigation, for sign-in (the OIDC redirect and its callback). */
export const canRedirectToProvider: boolean = true;

/** Leaves the app for another page (the identity provider's authorize endpoint). */
export function leaveForUrl(url: string): void {
  window.location.assign(url);
}

/** Rewrites the address bar without a navigation (the callback's code and state are removed this way). */
export function replaceAddress(address: string): void {
  window.history.replaceState(window.history.state, '', address);
}

/** The current address: path, query and hash. */
export function currentAddress(): string {
  const { pathname, search, hash } = window.location;
  return pathname + search + hash;
}
