/**
 * Sharing (spec calls-and-errors.md §7 "GET /pay/payment/sign | param url; returns appId, timestamp, nonceStr,
 * signature"): the WeChat JS-SDK signature of a page URL. WeChat is simulated: the signature follows WeChat's rule
 * (sha1 of `jsapi_ticket=..&noncestr=..&timestamp=..&url=..`, url without its hash) with a development ticket.
 */
import { createHash, randomBytes } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import type { ServerContext } from '../http/context.js';
import { ok, parse } from '../http/errors.js';

const DEV_WECHAT_APP_ID = 'wx-dev-ware-mobile';
export const DEV_JSAPI_TICKET = 'dev-jsapi-ticket';

const SignQuery = z.object({ url: z.string().trim().url('url 应为完整的页面地址').max(2000) });

export function jsSdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const plain = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url.split('#')[0]}`;
  return createHash('sha1').update(plain).digest('hex');
}

export function registerShare(api: FastifyInstance, ctx: ServerContext): void {
  api.get('/pay/payment/sign', async (req) => {
    const { url } = parse(SignQuery, req.query ?? {});
    const nonceStr = randomBytes(8).toString('hex');
    const timestamp = ctx.clock.epochSeconds();
    return ok({ appId: DEV_WECHAT_APP_ID, timestamp, nonceStr, signature: jsSdkSignature(DEV_JSAPI_TICKET, nonceStr, timestamp, url) });
  });
}
