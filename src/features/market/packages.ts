import { useEffect, useRef } from 'react';

import { appPackage, appPackagesPage, installPackage, MARKET_PAGE_SIZE, type AppPackage } from '../../api/market';
import { invalidate, queryClient, scopedKey, useChange, useLoad, usePagedLoad, usePullToRefresh, useReloadOnShow } from '../../data';

const packageKey = (id: string) => ['market', 'package', id];

/** How often a package that is installing is read again (the store answers an install at once, then works). */
export const INSTALL_POLL_MS = 1000;

/** The store's packages a page at a time, marked by how each stands in the current organisation. */
export function usePackages(enabled = true) {
  const packages = usePagedLoad(
    ['market', 'packages'],
    async (page) => {
      const answer = await appPackagesPage(page);
      return { rows: answer.content, total: answer.totalElements, ...(page * MARKET_PAGE_SIZE < answer.totalElements ? { next: page + 1 } : {}) };
    },
    { enabled },
  );
  useReloadOnShow(packages);
  usePullToRefresh(packages);
  return packages;
}

/** One package, read again every INSTALL_POLL_MS while it is installing, until it is installed or failed. */
export function usePackage(id: string) {
  const pkg = useLoad(packageKey(id), () => appPackage(id), { enabled: !!id });
  useReloadOnShow(pkg);
  const installing = pkg.data?.installStatus === 'INSTALLING';
  const { refetch, dataUpdatedAt } = pkg;
  useEffect(() => {
    if (!installing) return undefined;
    const timer = setTimeout(() => void refetch(), INSTALL_POLL_MS);
    return () => clearTimeout(timer);
  }, [installing, dataUpdatedAt, refetch]);
  // Once an install has ended, the market's list is read again so that it says the new state too.
  const wasInstalling = useRef(false);
  useEffect(() => {
    if (wasInstalling.current && !installing) void invalidate(['market', 'packages']);
    wasInstalling.current = installing;
  }, [installing]);
  return pkg;
}

/** Starts an install; the package's answer (INSTALLING) is shown at once and read again from there. */
export function useInstall(id: string) {
  return useChange<AppPackage, void>({
    mutationFn: () => installPackage(id),
    onSuccess: (answer) => queryClient.setQueryData(scopedKey(packageKey(id)), answer),
  });
}
