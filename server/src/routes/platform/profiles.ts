/** The caller's own profile (read and edit) and other members' short profiles. */
import { z } from 'zod';

import type { Caller } from '../../data/caller.js';
import { membersByIds } from '../../data/members.js';
import { findUser, membership, nicknameTakenInTenants, publicUser, updateUser } from '../../data/people.js';
import { ApiError, ok, parse } from '../../errors.js';
import { optionalTenantOf, requestedTenant, requireCaller, requireTenantCaller } from '../../http/auth.js';
import type { RegisterRoutes } from '../../http/context.js';
import { IdList } from '../../http/inputs.js';
import { displayName, ImageUrl, nameKey } from '../../http/text-rules.js';
import { definedOnly } from '../../util.js';

const ProfileChanges = z
  .object({
    nickname: displayName('昵称', 1, 32).optional(),
    picture: ImageUrl.optional(),
    email: z.union([z.literal(''), z.string().trim().email('邮箱格式错误')]).optional(),
    gender: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), '至少修改一项');

export const registerProfiles: RegisterRoutes = (api, ctx) => {
  const { db } = ctx;

  const profileOf = (caller: Caller, tenantId: string | null) => {
    const user = findUser(db, caller.user.id)!;
    const m = tenantId ? membership(db, user.id, tenantId) : undefined;
    return { ...publicUser(user), tenantId, departmentId: m?.departmentId ?? null, jobTitle: m?.jobTitle ?? null };
  };

  api.get('/platform/my-profile', async (req) => {
    const caller = await requireCaller(ctx, req);
    return ok(profileOf(caller, optionalTenantOf(ctx, caller, requestedTenant(req))));
  });

  api.put('/platform/my-profile', async (req) => {
    const caller = await requireCaller(ctx, req);
    const input = parse(ProfileChanges, req.body);
    const tenantId = optionalTenantOf(ctx, caller, requestedTenant(req));
    const current = findUser(db, caller.user.id)!;
    if (input.nickname !== undefined && nameKey(input.nickname) !== nameKey(current.nickname) && nicknameTakenInTenants(db, caller.user.id, input.nickname, nameKey))
      throw ApiError.badRequest('该昵称已被组织内其他成员使用');
    updateUser(db, caller.user.id, definedOnly(input));
    return ok(profileOf(caller, tenantId));
  });

  api.post('/platform/profiles', async (req) => {
    const { tenantId } = await requireTenantCaller(ctx, req);
    const { userIds } = parse(z.object({ userIds: IdList }), req.body);
    return ok(membersByIds(db, tenantId, userIds).map((m) => ({ id: m.id, username: m.username, nickname: m.nickname, picture: m.picture })));
  });
};
