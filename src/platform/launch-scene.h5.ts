/** H5 has no single-page mode: a shared link opens the whole app. */
export function inSinglePageMode(): boolean {
  return false;
}

/** No single-page mode: sign-in is always reachable. */
export function singlePageSignInHint(): string | null {
  return null;
}
