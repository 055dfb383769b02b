import { createHash } from 'node:crypto';

import type { Page } from '@playwright/test';

/**
 * WeChat's browser in Chromium. The real JS-SDK package is loaded by the app; only WeChat's native bridge
 * (`WeixinJSBridge`, which the SDK calls and which exists only inside WeChat) is a test double, installed before the
 * app starts. It accepts the configuration, answers the calls given in `answers` (by the bridge's own names, e.g.
 * `geoLocation` for getLocation) and records every call, so a test reads the signature the SDK was configured with
 * and what was asked.
 */
export const WECHAT_ANDROID = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) NetType/WIFI Language/zh_CN';
export const WECHAT_IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
/** The local server's development ticket (server/src/routes/share.ts): tests recompute WeChat's signature. */
const DEV_TICKET = 'dev-jsapi-ticket';

export interface BridgeCall {
  name: string;
  args: Record<string, unknown>;
}

/** What the bridge answers, by the bridge's call name: the answer's fields besides err_msg (`<name>:ok`). */
export type BridgeAnswers = Record<string, Record<string, unknown>>;

/** Installs the bridge double in every document the page loads. */
export async function installBridge(page: Page, answers: BridgeAnswers = {}): Promise<void> {
  await page.addInitScript((given: BridgeAnswers) => {
    const calls: { name: string; args: unknown }[] = [];
    (window as unknown as { __bridgeCalls: unknown }).__bridgeCalls = calls;
    (window as unknown as { WeixinJSBridge: unknown }).WeixinJSBridge = {
      invoke(name: string, args: unknown, callback?: (res: unknown) => void) {
        calls.push({ name, args: JSON.parse(JSON.stringify(args)) });
        if (name === 'preVerifyJSAPI') callback?.({ err_msg: 'config:ok' });
        else if (name === 'updateAppMessageShareData' || name === 'updateTimelineShareData') callback?.({ err_msg: `${name}:ok` });
        else if (given[name]) callback?.({ ...given[name], err_msg: `${name}:ok` });
      },
      on() {},
    };
  }, answers);
}

export const bridgeCalls = (page: Page) => page.evaluate(() => (window as unknown as { __bridgeCalls?: BridgeCall[] }).__bridgeCalls ?? []);

/** Every address the app asks the server to sign (GET /api/pay/payment/sign?url=) from now on. */
export function signedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.endsWith('/pay/payment/sign')) urls.push(u.searchParams.get('url') ?? '');
  });
  return urls;
}

/** WeChat's JS-SDK signature (SHA-1 over ticket, nonce, timestamp and address) with the development ticket. */
export const signature = (nonce: string, timestamp: string, url: string) =>
  createHash('sha1').update(`jsapi_ticket=${DEV_TICKET}&noncestr=${nonce}&timestamp=${timestamp}&url=${url}`).digest('hex');
