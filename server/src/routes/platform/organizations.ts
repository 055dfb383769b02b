/** The caller's organisations, the current organisation (with its counts and admins), creating one, and one by id. */
import { z } from 'zod';

import { adminsOf } from '../../data/members.js';
import { createOrganization, findOrganization, memberCountOf, organizationWithCounts, settingsOf } from '../../data/organizations.js';
import { joinedOrganizations, membership, publicOrganization } from '../../data/people.js';
import { consumePhoneVerification } from '../../data/sms.js';
import { ApiError, ok, orNotFound, parse } from '../../errors.js';
import { requireCaller, requireTenantCaller } from '../../http/auth.js';
import type { RegisterRoutes } from '../../http/context.js';
import { IdParam } from '../../http/inputs.js';
import { displayName, ImageUrl } from '../../http/text-rules.js';

const NewOrganization = z.object({
  name: displayName('组织名称', 2, 50),
  industry: z.string().trim().max(50).default(''),
  description: z.string().trim().max(500).default(''),
  logo: ImageUrl.default(''),
  contactName: displayName('联系人', 1, 32, '请填写联系人'),
  contactPhone: z.string().trim().regex(/^1[2-9]\d{9}$/, '手机号格式错误'),
  joinApproval: z.boolean().default(true),
});

const NOT_FOUND = '组织不存在';

export const registerOrganizations: RegisterRoutes = (api, ctx) => {
  const { db } = ctx;
  const organizationOr404 = (id: string) => orNotFound(findOrganization(db, id), NOT_FOUND);
  const roleOf = (userId: string, tenantId: string) => membership(db, userId, tenantId)!.role;

  api.get('/platform/joined-organizations', async (req) => ok(joinedOrganizations(db, (await requireCaller(ctx, req)).user.id)));

  api.get('/platform/current-organization', async (req) => {
    const { caller, tenantId } = await requireTenantCaller(ctx, req);
    return ok({ ...publicOrganization(organizationOr404(tenantId)), role: roleOf(caller.user.id, tenantId) });
  });

  api.get('/platform/current-organization/information', async (req) => {
    const { caller, tenantId } = await requireTenantCaller(ctx, req);
    const { org, memberCount, departmentCount, appCount } = orNotFound(organizationWithCounts(db, tenantId), NOT_FOUND);
    return ok({
      ...publicOrganization(org),
      role: roleOf(caller.user.id, tenantId),
      memberCount,
      departmentCount,
      appCount,
      invitationEnabled: org.invitationEnabled,
      joinApproval: settingsOf(db, tenantId).joinApproval,
      admins: adminsOf(db, tenantId),
    });
  });

  api.post('/platform/organizations', async (req) => {
    const caller = await requireCaller(ctx, req);
    const input = parse(NewOrganization, req.body);
    // The contact phone is proved by an SMS code (msg/register/verify) sent by this same user a moment ago.
    if (!consumePhoneVerification(db, caller.user.id, input.contactPhone, ctx.clock.now())) {
      throw ApiError.badRequest('请先验证联系人手机号');
    }
    const id = createOrganization(db, input, caller.user.id, ctx.clock.iso());
    return ok({ ...publicOrganization(organizationOr404(id)), role: 'ADMIN' });
  });

  api.get('/platform/organizations/:id', async (req) => {
    const caller = await requireCaller(ctx, req);
    const { id } = parse(IdParam, req.params);
    const org = organizationOr404(id);
    return ok({ ...publicOrganization(org), memberCount: memberCountOf(db, id), joined: !!membership(db, caller.user.id, id) });
  });
};
