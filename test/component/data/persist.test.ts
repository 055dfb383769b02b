/**
 * The loading layer's answers kept on the device (src/data/persist.ts, issue 40): restored for the same user and
 * organisation only, written at most once a second after a change, kept a day, deleted on request. The device's
 * store is the H5 one (IndexedDB; here its for-this-visit fallback, as jsdom has none).
 */
import { onlineManager, QueryClient } from '@tanstack/react-query';

import { persistFor } from '../../../src/data/persist';
import { readDurable, writeDurable } from '../../../src/platform/durable-storage';

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

afterEach(() => {
  jest.useRealTimers();
  onlineManager.setOnline(true);
});

it('keeps what loaded for its owner: restored for the same user and organisation, never for another', async () => {
  jest.useFakeTimers();
  const first = new QueryClient();
  const kept = persistFor(first, 'u1:t1');
  await settle();
  first.setQueryData(['t1', 'home', 'apps'], ['客户拜访']);
  await settle();
  expect(await readDurable('wareQuery:u1:t1')).toBeUndefined();
  jest.advanceTimersByTime(1000);
  await settle();
  expect(await readDurable('wareQuery:u1:t1')).toMatchObject({ state: { queries: [{ queryKey: ['t1', 'home', 'apps'] }] } });
  kept.stop();

  // Started online: every screen loads afresh, nothing is put back.
  const online = new QueryClient();
  persistFor(online, 'u1:t1');
  await settle();
  expect(online.getQueryData(['t1', 'home', 'apps'])).toBeUndefined();

  // Started offline: put back, and stale, to be asked again once the network allows.
  onlineManager.setOnline(false);
  const again = new QueryClient();
  persistFor(again, 'u1:t1');
  await settle();
  expect(again.getQueryData(['t1', 'home', 'apps'])).toEqual(['客户拜访']);
  expect(again.getQueryState(['t1', 'home', 'apps'])?.isInvalidated).toBe(true);

  const someoneElse = new QueryClient();
  persistFor(someoneElse, 'u2:t1');
  await settle();
  expect(someoneElse.getQueryData(['t1', 'home', 'apps'])).toBeUndefined();

  await kept.forget();
  expect(await readDurable('wareQuery:u1:t1')).toBeUndefined();
});

it('does not restore a copy older than a day, nor an unreadable one', async () => {
  onlineManager.setOnline(false);
  const client = new QueryClient();
  const state = { mutations: [], queries: [{ queryKey: ['t1', 'x'], queryHash: '["t1","x"]', state: { data: 1, status: 'success', dataUpdatedAt: 0, dataUpdateCount: 1, error: null, errorUpdateCount: 0, errorUpdatedAt: 0, fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: false, fetchStatus: 'idle' } }] };
  await writeDurable('wareQuery:old', { at: Date.now() - 25 * 60 * 60_000, state });
  persistFor(client, 'old');
  await settle();
  expect(client.getQueryData(['t1', 'x'])).toBeUndefined();

  await writeDurable('wareQuery:broken', { at: 'yesterday', state: 'lost' });
  persistFor(client, 'broken');
  await settle();
  expect(client.getQueryCache().getAll()).toEqual([]);
});
