import { appPackages, installPackage } from '../../api/market';
import { invalidate, useChange, useLoad, usePullToRefresh, useReloadOnShow } from '../../data';

const PACKAGES_KEY = ['market', 'packages'];

/**
 * The organisation's app packages, one load for the market and the package details (opening a package shows it
 * at once from the market's answer). Reloaded when the page shows again, and by pull to refresh where the page
 * allows it (the market's list).
 */
export function usePackages(enabled = true) {
  const packages = useLoad(PACKAGES_KEY, appPackages, { enabled });
  useReloadOnShow(packages);
  usePullToRefresh(packages);
  return packages;
}

/** Installing a package; the packages load again so both pages mark it installed. */
export function useInstall() {
  return useChange<unknown, string>({ mutationFn: installPackage, onSuccess: () => invalidate(PACKAGES_KEY) });
}
