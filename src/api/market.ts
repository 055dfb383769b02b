/** Application market (spec calls-and-errors.md §7: GET /ware-engine/app-packages/all, POST /ware-engine/apps/install). */
import { z } from 'zod';

import { idSchema } from './schemas/session';
import { request } from './transport';

const appPackageSchema = z.looseObject({
  id: idSchema,
  name: z.string().catch(''),
  description: z.string().nullish(),
  icon: z.string().nullish(),
  category: z.string().nullish(),
  installed: z.boolean().catch(false),
  apps: z
    .array(z.looseObject({ key: z.string().catch(''), name: z.string().catch(''), type: z.string().nullish(), description: z.string().nullish() }))
    .catch([]),
});

export function appPackages() {
  return request({ path: '/ware-engine/app-packages/all', schema: z.array(appPackageSchema), silent: true });
}

/** Installs a package into the current organisation (organisation admins only; failures are toasted by the layer). */
export function installPackage(packageId: string) {
  return request({ method: 'POST', path: '/ware-engine/apps/install', data: { packageId }, schema: z.unknown() });
}
