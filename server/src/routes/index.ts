/**
 * The API services, one module each. Adding a service = one new module `routes/<service>.ts` exporting a
 * `register(api, ctx)` function, listed here. Paths are relative to /api.
 */
import type { FastifyInstance } from 'fastify';

import { registerAccess } from './access.js';
import { registerApps } from './apps.js';
import { registerCms } from './cms.js';
import { registerCrm } from './crm.js';
import { registerDict } from './dict.js';
import { registerFormData } from './form-data.js';
import { registerForms } from './forms.js';
import { registerHome } from './home.js';
import { registerOrders } from './orders.js';
import { registerPlatform } from './platform.js';
import { registerRecordExtras } from './record-extras.js';
import { registerRecords } from './records.js';
import { registerSession } from './session.js';
import { registerShare } from './share.js';
import { registerSrm } from './srm.js';
import { registerStorage } from './storage.js';
import { registerTasks } from './tasks.js';
import { registerViews } from './views.js';
import type { ServerContext } from '../http/context.js';

export type RegisterService = (api: FastifyInstance, ctx: ServerContext) => void;

export const SERVICES: RegisterService[] = [
  registerSession,
  registerPlatform,
  registerApps,
  registerAccess,
  registerStorage,
  registerDict,
  registerForms,
  registerFormData,
  registerRecords,
  registerRecordExtras,
  registerHome,
  registerShare,
  registerCrm,
  registerSrm,
  registerCms,
  registerViews,
  registerTasks,
  registerOrders,
];
