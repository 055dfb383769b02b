/** GET /pay/payment/sign?url=: the WeChat JS-SDK signature of a page (calls-and-errors.md §7). */
import { z } from 'zod/mini';

import { request } from './transport';

export function paymentSign(url: string) {
  return request({
    path: '/pay/payment/sign',
    query: { url },
    schema: z.looseObject({
      appId: z.string(),
      timestamp: z.union([z.number(), z.string()]),
      nonceStr: z.string(),
      signature: z.string(),
    }),
    silent: true,
    loading: false,
    tenant: false,
  });
}
