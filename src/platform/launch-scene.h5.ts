/** H5 has no single-page mode: a shared link opens the whole app. */
export function inSinglePageMode(): boolean {
  return false;
}
