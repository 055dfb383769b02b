/** In H5 relative bases are the page's own origin. */
export function appOrigin(_serverOrigin: string): string {
  return window.location.origin;
}
