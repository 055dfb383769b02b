/**
 * The browser's address bar and top-level navigation, for sign-in. The mini program has neither: the OIDC redirect
 * is H5 only there (the mini program signs in with WeChat), so these say so instead of failing silently.
 */
export const canRedirectToProvider: boolean = false;

/** The mini program cannot leave for a web page. */
export function leaveForUrl(url: string): void {
  throw new Error(`the mini program cannot open ${url}`);
}

/** Nothing to clean: the mini program has no address bar. */
export function replaceAddress(_address: string): void {}

/** The current address (path and query), as far as the page knows it. */
export function currentAddress(): string {
  return '';
}
