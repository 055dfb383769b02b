/**
 * The caller's VIP state and redeeming a VIP card code (data/vip.ts: single use, expiry, the card it grants, the
 * lockouts per account and per network address).
 */
import { z } from 'zod';

import { redeemVipCardCode, vipOf } from '../../data/vip.js';
import { ApiError, ok, parse } from '../../errors.js';
import { requireCaller } from '../../http/auth.js';
import type { RegisterRoutes } from '../../http/context.js';
import { IdParam } from '../../http/inputs.js';

export const registerVip: RegisterRoutes = (api, ctx) => {
  const { db } = ctx;

  api.get('/platform/vip/user/:id', async (req) => {
    const caller = await requireCaller(ctx, req);
    const { id } = parse(IdParam, req.params);
    if (id !== caller.user.id) throw ApiError.forbidden('只能查看自己的会员信息');
    return ok(vipOf(db, id, ctx.clock.iso()));
  });

  api.put('/platform/vipCardCode/use/:code', async (req) => {
    const caller = await requireCaller(ctx, req);
    const { code } = parse(z.object({ code: z.string().trim().min(1).max(64) }), req.params);
    const granted = redeemVipCardCode(db, code, caller.user.id, req.ip, ctx.clock.iso());
    return ok({ ...vipOf(db, caller.user.id, ctx.clock.iso()), ...granted });
  });
};
