/**
 * GET /platform/my-permissions (calls-and-errors.md §7 "Platform and organisation"): the codes of the person's
 * organisation permissions, which decide the management entries and work areas the home offers. Its own module
 * because the home (in the mini program's main package) reads it; the other team calls stay with the team screens.
 */
import { z } from 'zod/mini';

import { request } from './transport';

export const myPermissions = () => request({ path: '/platform/my-permissions', schema: z.array(z.looseObject({ code: z.string() })) });
