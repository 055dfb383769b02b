/**
 * The API's route plugins, in registration order. A service is one module `routes/<service>.ts` exporting a
 * `RegisterRoutes` function, or a folder `routes/<service>/` with one plugin per resource (platform/); either is
 * listed here. Paths are relative to /api.
 */

import { registerAccess } from './access.js';
import { registerAnalysis } from './analysis.js';
import { registerApps } from './apps.js';
import { registerCertification } from './certification.js';
import { registerCms } from './cms.js';
import { registerCrm } from './crm.js';
import { registerDevices } from './devices.js';
import { registerDict } from './dict.js';
import { registerFormAssociation } from './form-association.js';
import { registerFormData } from './form-data.js';
import { registerForms } from './forms.js';
import { registerGaode } from './gaode.js';
import { registerHome } from './home.js';
import { registerNotify } from './notify.js';
import { registerOrders } from './orders.js';
import { PLATFORM_ROUTES } from './platform/index.js';
import { registerPortal } from './portal.js';
import { registerQrcodeUpload } from './qrcode-upload.js';
import { registerRecordExport } from './record-export.js';
import { registerRecordExtras } from './record-extras.js';
import { registerRecords } from './records.js';
import { registerSession } from './session.js';
import { registerShare } from './share.js';
import { registerSrm } from './srm.js';
import { registerStorage } from './storage.js';
import { registerTasks } from './tasks.js';
import { registerViews } from './views.js';
import { registerWarestore } from './warestore.js';
import type { RegisterRoutes } from '../http/context.js';

export const SERVICES: RegisterRoutes[] = [
  registerSession,
  ...PLATFORM_ROUTES,
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
  registerAnalysis,
  registerPortal,
  registerCertification,
  registerGaode,
  registerDevices,
  registerNotify,
  registerQrcodeUpload,
  registerRecordExport,
  registerWarestore,
  registerFormAssociation,
];
