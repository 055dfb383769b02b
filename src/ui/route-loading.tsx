/** The mini program shows its own loading state while a subpackage downloads: nothing to draw here. */
export function RouteLoading() {
  return null;
}
