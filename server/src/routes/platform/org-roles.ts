/** The organisation roles, their permissions, and the caller's. */
import { ORG_AREAS, orgAreasOf } from '../../data/org-areas.js';
import { membership } from '../../data/people.js';
import { ok } from '../../errors.js';
import { requireTenantCaller } from '../../http/auth.js';
import type { RegisterRoutes } from '../../http/context.js';

const ORG_ROLES = [
  { id: 'ADMIN', code: 'ADMIN', name: '管理员' },
  { id: 'MEMBER', code: 'MEMBER', name: '成员' },
];
const ORG_PERMISSIONS = [
  { code: 'org:manage', name: '管理组织信息' },
  { code: 'member:manage', name: '管理成员与部门' },
  { code: 'join:approve', name: '审批加入申请' },
  { code: 'app:install', name: '安装应用' },
  { code: 'app:use', name: '使用应用' },
];
const permissionsOf = (role: string) => (role === 'ADMIN' ? ORG_PERMISSIONS : ORG_PERMISSIONS.filter((p) => p.code === 'app:use'));

export const registerOrgRoles: RegisterRoutes = (api, ctx) => {
  api.get('/platform/roles', async (req) => {
    await requireTenantCaller(ctx, req);
    return ok(ORG_ROLES);
  });

  api.get('/platform/permissions', async (req) => {
    await requireTenantCaller(ctx, req);
    return ok(ORG_PERMISSIONS);
  });

  api.get('/platform/my-permissions', async (req) => {
    const { caller, tenantId } = await requireTenantCaller(ctx, req);
    // The role's permissions, then the work areas open to this person (customers, suppliers, devices).
    const areas = orgAreasOf(ctx.db, caller.user.id, tenantId);
    return ok([...permissionsOf(membership(ctx.db, caller.user.id, tenantId)!.role), ...ORG_AREAS.filter((a) => areas.includes(a.code))]);
  });
};
