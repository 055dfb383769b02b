/** Application market (spec calls-and-errors.md §7: GET /ware-engine/app-packages/all, POST /ware-engine/apps/install). */
import { z } from 'zod/mini';

import { idSchema } from './schemas/session';
import { request } from './transport';

const appPackageSchema = z.looseObject({
  id: idSchema,
  name: z.catch(z.string(), ''),
  description: z.nullish(z.string()),
  icon: z.nullish(z.string()),
  category: z.nullish(z.string()),
  installed: z.catch(z.boolean(), false),
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

export function appPackages() {
  return request({ path: '/ware-engine/app-packages/all', schema: z.array(appPackageSchema), silent: true });
}

/** Installs a package into the current organisation (organisation admins only; failures are toasted by the layer). */
export function installPackage(packageId: string) {
  return request({ method: 'POST', path: '/ware-engine/apps/install', data: { packageId }, schema: z.unknown() });
}
