import type { Page, Request } from '@playwright/test';

/**
 * Until every request the page has started is answered and none starts for `quietMs`: what `networkidle` waits for,
 * without its fixed 500 ms of silence after each load (a walk over fifty screens paid half a minute for it).
 * `watchRequests` must be called before the navigation whose requests are to be awaited.
 */
const inFlight = new WeakMap<Page, { open: Set<Request>; lastChange: number }>();

export function watchRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const state = { open: new Set<Request>(), lastChange: Date.now() };
  inFlight.set(page, state);
  const done = (request: Request) => {
    state.open.delete(request);
    state.lastChange = Date.now();
  };
  page.on('request', (request) => {
    state.open.add(request);
    state.lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

export async function requestsAnswered(page: Page, quietMs = 150): Promise<void> {
  const state = inFlight.get(page);
  if (!state) throw new Error('watchRequests(page) was not called before the navigation');
  while (state.open.size > 0 || Date.now() - state.lastChange < quietMs) await page.waitForTimeout(25);
}
