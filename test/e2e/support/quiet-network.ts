import { expect, type Page, type Request } from '@playwright/test';

/**
 * Until every request the page has started is answered and the page has drawn two frames without starting another
 * (the answers rendered, and any call they lead to already asked): what `networkidle` waits for, without its fixed
 * 500 ms of silence after each load (a walk over fifty screens paid half a minute for it).
 * `watchRequests` must be called before the navigation whose requests are to be awaited.
 */
const inFlight = new WeakMap<Page, { open: Set<Request>; changes: number }>();

export function watchRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const state = { open: new Set<Request>(), changes: 0 };
  inFlight.set(page, state);
  const done = (request: Request) => {
    state.open.delete(request);
    state.changes += 1;
  };
  page.on('request', (request) => {
    state.open.add(request);
    state.changes += 1;
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

const twoFrames = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

export async function requestsAnswered(page: Page): Promise<void> {
  const state = inFlight.get(page);
  if (!state) throw new Error('watchRequests(page) was not called before the navigation');
  await expect
    .poll(async () => {
      if (state.open.size > 0) return false;
      const seen = state.changes;
      await twoFrames(page);
      return state.open.size === 0 && state.changes === seen;
    })
    .toBe(true);
}
