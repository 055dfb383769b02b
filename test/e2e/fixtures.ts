import { test as base, expect, type Page } from '@playwright/test';

import { spawnServer } from '../support/spawn-server';

export interface LocalServer {
  url: string;
  /** Force a status, body code, delay or dropped connection on the next calls matching a path. */
  fault(rule: Record<string, unknown>): Promise<void>;
  clearFaults(): Promise<void>;
  reset(): Promise<void>;
  /** How many log lines the server has printed: a mark to read what it prints after. */
  logMark(): number;
  /** The SMS code the server printed in its log for the phone after `since` (it has no SMS gateway), waiting for it. */
  smsCode(phone: string, since: number): Promise<string>;
}

/** The spec file each worker's server was last reset for. */
const seededFor = new WeakMap<LocalServer, string>();

export const test = base.extend<{ server: LocalServer }, { workerServer: LocalServer }>({
  workerServer: [
    async ({}, use) => {
      const { url, stop, logLines } = await spawnServer({ WARE_ACCESS_TOKEN_TTL: process.env.WARE_ACCESS_TOKEN_TTL ?? '3600' });
      const post = async (p: string, body?: unknown, method = 'POST') => {
        const res = await fetch(url + p, {
          method,
          headers: body ? { 'content-type': 'application/json' } : {},
          body: body ? JSON.stringify(body) : undefined,
        });
        if (!res.ok) throw new Error(`${method} ${p} -> ${res.status}`);
      };
      await use({
        url,
        fault: (rule) => post('/__test/faults', rule),
        clearFaults: () => post('/__test/faults', undefined, 'DELETE'),
        reset: () => post('/__test/reset'),
        logMark: () => logLines().length,
        smsCode: async (phone, since) => {
          const line = new RegExp(`\\[sms\\] verification code for ${phone}: (\\d{6})`);
          let code: string | undefined;
          await expect
            .poll(() => {
              code = logLines().slice(since).reverse().map((l) => line.exec(l)?.[1]).find(Boolean);
              return code;
            })
            .toBeTruthy();
          return code!;
        },
      });
      stop();
    },
    { scope: 'worker' },
  ],
  // Each spec file starts from the seed: a file that never resets otherwise met what the worker's previous file left
  // (deep-links' member signed into 演示贸易有限公司 after crm-manage switched organisation, and was a guest of 1001's
  // visit app). Files that reset per test still do.
  server: async ({ workerServer }, use, testInfo) => {
    if (seededFor.get(workerServer) !== testInfo.file) {
      await workerServer.reset();
      seededFor.set(workerServer, testInfo.file);
    }
    await workerServer.clearFaults();
    await use(workerServer);
  },
  // Every page of the test's context, the `page` fixture's and those a test opens itself (a second tab, the page
  // reopened after closing one).
  context: async ({ context }, use) => {
    context.on('page', waitForTheApp);
    await use(context);
  },
  baseURL: async ({ workerServer }, use) => {
    await use(workerServer.url);
  },
  // The page's warnings and errors (the screens log why a load or submit failed) go with a failed test's report:
  // a failure seen only in CI then says what the client saw.
  // Every test's page asks for `server`, which clears the faults an earlier test of the same worker left: a test that
  // never names `server` otherwise met them (deep-links' list showed 该视图不可用 after the error catalogue's faults).
  page: async ({ page, server: _server }, use, testInfo) => {
    // The privacy agreement opens before the first protected browser API (features/privacy): agree whenever it is in
    // the way, as the person would; a spec about the dialog itself removes this handler.
    await page.addLocatorHandler(page.locator('.privacy__agree').filter({ visible: true }), (agree) => agree.click());
    const lines: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') lines.push(`[${m.type()}] ${m.text()}`);
    });
    page.on('pageerror', (e) => lines.push(`[pageerror] ${e.stack ?? e.message}`));
    page.on('requestfailed', (r) => lines.push(`[requestfailed] ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`));
    page.on('response', (r) => {
      if (r.status() >= 400) lines.push(`[http ${r.status()}] ${r.request().method()} ${r.url()}`);
    });
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && lines.length)
      await testInfo.attach('page console', { body: lines.slice(-60).join('\n'), contentType: 'text/plain' });
  },
});

/**
 * `goto` and `reload` return once the app is up, not at the load event: the entry scripts start after the first paint
 * (config/paint-first.ts) and the start-up runs in tasks of its own (src/entry-steps.h5.ts), so `load` can come
 * before the app has booted. Up: the app shell's splash has left, which it does when Taro shows the first page
 * (src/index.html); a document without it (the identity provider's pages) is up at once. A navigation given its own
 * `waitUntil` (a test about the shell itself, `commit`) returns as it asks.
 */
function waitForTheApp(page: Page): void {
  const appUp = () => page.locator('#ware-shell').waitFor({ state: 'detached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil === undefined) await appUp();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil === undefined) await appUp();
    return response;
  };
}

/** The path and query the real address bar shows. */
export async function addressOf(page: Page): Promise<string> {
  const u = new URL(page.url());
  return u.pathname + u.search;
}

/**
 * The address is `where` and only one page of the app shows. Taro's H5 router keeps the page below in the document
 * and, for the 350 ms of its slide, visible: a locator resolved meanwhile can match the page being left (an app's
 * login page and the sign-in page both have 登录). Pages outside the app (the identity provider's) have no router.
 */
export async function arrivedAt(page: Page, where: string | RegExp): Promise<void> {
  if (typeof where === 'string') await expect.poll(() => addressOf(page)).toBe(where);
  else await expect.poll(() => addressOf(page)).toMatch(where);
  await settled(page);
}

/** At most one page of the app shows: a page change's slide is over (see arrivedAt). */
export async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.taro_router > .taro_page').filter({ visible: true }).count()).toBeLessThanOrEqual(1);
}

export { expect };
