/**
 * The mini program's phone-number sign-in calls (calls-and-errors.md §7 "Authentication and session"), in a module of
 * their own: only the mini program's login button imports them, so H5 never ships them.
 */
import { z } from 'zod/mini';

import { tokensOf } from './auth';
import { tokenResultSchema } from './schemas/session';
import { request } from './transport';
import type { TokenSet } from '../domain/auth/token-result';

/** GET /admin/mobile/getSessionKey: the mini program's wx.login code for a session key (the phone-number sign-in). */
export function miniSessionKey(code: string) {
  return request({
    path: '/admin/mobile/getSessionKey',
    auth: 'empty',
    tenant: false,
    query: { code },
    schema: z.looseObject({ sessionKey: z.string().check(z.minLength(1)) }),
  });
}

/**
 * POST /admin/mobile/login (form-encoded): the session key and the getPhoneNumber button's code for a platform
 * session of the account registered with that number. The platform's refusal (an unregistered number) is toasted.
 */
export async function mobileLogin(sessionKey: string, phoneCode: string, tenantId?: string | null): Promise<TokenSet> {
  const result = await request({
    method: 'POST',
    path: '/admin/mobile/login',
    auth: 'empty',
    tenant: false,
    form: true,
    data: { sessionKey, phoneCode, ...(tenantId ? { tenantId } : {}) },
    schema: tokenResultSchema,
  });
  return tokensOf(result);
}
