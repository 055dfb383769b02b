/** The WeChat user's own profile (calls-and-errors.md §7 "messaging-app login"), read only by the profile editor. */
import { z } from 'zod/mini';

import { request } from './transport';

/** GET /weixin/wx/user/info: the WeChat user's own nickname and picture, with a wx.login code (filling a profile). */
export function wechatUserInfo(code: string) {
  return request({
    path: '/weixin/wx/user/info',
    tenant: false,
    query: { code },
    schema: z.looseObject({ nickname: z.catch(z.string(), ''), headimgurl: z.catch(z.string(), '') }),
  });
}
