/**
 * The application store (spec calls-and-errors.md §7 "Packages"): the packages a page at a time, one package, and
 * installing one into the current organisation. Each package says how it stands there (installStatus); an install
 * answers at once with INSTALLING and the package is read again until it is INSTALLED or FAILED (installMessage).
 */
import { z } from 'zod/mini';

import { idSchema } from './schemas/session';
import { request } from './transport';

const INSTALL_STATUSES = ['NOT_INSTALLED', 'INSTALLING', 'INSTALLED', 'FAILED'] as const;
export type InstallStatus = (typeof INSTALL_STATUSES)[number];

const appPackageSchema = z.looseObject({
  id: idSchema,
  name: z.catch(z.string(), ''),
  description: z.nullish(z.string()),
  icon: z.nullish(z.string()),
  category: z.nullish(z.string()),
  // A status this client does not know reads as not installed: it offers 安装, and the server decides.
  installStatus: z.catch(z.enum(INSTALL_STATUSES), 'NOT_INSTALLED'),
  installMessage: z.nullish(z.string()),
  apps: z.catch(
    z.array(
      z.looseObject({
        key: z.catch(z.string(), ''),
        name: z.catch(z.string(), ''),
        type: z.nullish(z.string()),
        description: z.nullish(z.string()),
      }),
    ),
    [],
  ),
});
export type AppPackage = z.infer<typeof appPackageSchema>;

export const MARKET_PAGE_SIZE = 20;

/** One page of the store's packages (pages from 1). */
export function appPackagesPage(page: number, keyword = '') {
  return request({
    method: 'POST',
    path: '/warestore/application-packages/page',
    data: { page, size: MARKET_PAGE_SIZE, keyword },
    silent: true,
    schema: z.looseObject({ content: z.array(appPackageSchema), totalElements: z.int().check(z.nonnegative()) }),
  });
}

/** One package, read again while it installs. Silent: the details screen shows its own error and retry. */
export function appPackage(packageId: string) {
  return request({ path: `/warestore/application-packages/${encodeURIComponent(packageId)}`, silent: true, loading: false, schema: appPackageSchema });
}

/** Starts installing a package (organisation admins only; a refusal is toasted by the layer). */
export function installPackage(packageId: string) {
  return request({ method: 'POST', path: '/warestore/application-packages', data: { packageId }, schema: appPackageSchema });
}
