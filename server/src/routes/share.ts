/**
 * Sharing (spec calls-and-errors.md §7 "GET /pay/payment/sign | param url; returns appId, timestamp, nonceStr,
 * signature"): the WeChat JS-SDK signature of a page URL, by WeChat's rule (sha1 of
 * `jsapi_ticket=..&noncestr=..&timestamp=..&url=..`, url without its hash). The ticket is the configured official
 * account's (WARE_WECHAT_APP_ID and WARE_WECHAT_JSAPI_TICKET, kept fresh by the operator: WeChat's tickets last two
 * hours); without one, demo mode signs with a development ticket and production refuses clearly.
 */
import { createHash, randomBytes } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { ApiError, ok, parse } from '../errors.js';
import type { ServerContext } from '../http/context.js';

const DEV_WECHAT_APP_ID = 'wx-dev-ware-mobile';
export const DEV_JSAPI_TICKET = 'dev-jsapi-ticket';

const SignQuery = z.object({ url: z.string().trim().url('url 应为完整的页面地址').max(2000) });

export function jsSdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const plain = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url.split('#')[0]}`;
  return createHash('sha1').update(plain).digest('hex');
}

export const JSSDK_NOT_CONFIGURED = '微信 JS-SDK 签名未配置 (WARE_WECHAT_APP_ID, WARE_WECHAT_JSAPI_TICKET)';

function credentials(ctx: ServerContext): { appId: string; ticket: string } {
  if (ctx.config.wechatJsapi) return ctx.config.wechatJsapi;
  if (ctx.config.mode === 'demo') return { appId: DEV_WECHAT_APP_ID, ticket: DEV_JSAPI_TICKET };
  throw ApiError.forbidden(JSSDK_NOT_CONFIGURED);
}

export const NOT_OUR_PAGE = '只能签名本应用的页面地址';

/**
 * Only pages of the app are signed: http(s) at an origin the H5 is served from (ctx.origins) or one the operator
 * lists (WARE_CORS_ORIGINS, e.g. the official account's domain). A signature for any other address would let
 * another site call the JS-SDK as this official account.
 */
function isOwnPage(ctx: ServerContext, url: string): boolean {
  const page = new URL(url);
  if (page.protocol !== 'http:' && page.protocol !== 'https:') return false;
  return ctx.origins.includes(page.origin) || ctx.config.corsOrigins.includes(page.origin);
}

export function registerShare(api: FastifyInstance, ctx: ServerContext): void {
  api.get('/pay/payment/sign', async (req) => {
    const { url } = parse(SignQuery, req.query ?? {});
    const { appId, ticket } = credentials(ctx);
    if (!isOwnPage(ctx, url)) throw ApiError.badRequest(NOT_OUR_PAGE);
    const nonceStr = randomBytes(8).toString('hex');
    const timestamp = ctx.clock.epochSeconds();
    return ok({ appId, timestamp, nonceStr, signature: jsSdkSignature(ticket, nonceStr, timestamp, url) });
  });
}
