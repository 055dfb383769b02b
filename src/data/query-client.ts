/**
 * The one cache of server data (TanStack Query's core). Why Query and not a hand-written hook: see README.md here.
 *
 * - Every key starts with the current tenant id (`scopedKey`), and the whole cache is emptied on an organisation
 *   switch (the tenant-scope registry), so no screen can show data of the organisation the user just left.
 * - Failures are not retried by the cache: the request layer has already carried out the error catalogue's row
 *   (toast, re-authentication, restricted access); the screen offers 重试.
 * - "Focus" is the app coming to the foreground, from Taro's app events, which both targets provide (the browser's
 *   visibility events do not exist in the mini program); "online" is the network status as each target reports it
 *   (platform/network-status).
 */
import { QueryClient, focusManager, onlineManager, type QueryKey } from '@tanstack/react-query';
import Taro from '@tarojs/taro';

import { watchNetwork } from '../platform/network-status';
import { currentTenantId, signedInOwner, useSession } from '../stores/session';
import { registerTenantScoped } from '../stores/tenant-scope';

/** How long an answer counts as fresh: showing a screen again within this time does not call the server again. */
const FRESH_MS = 30_000;
/** How long an answer no screen uses is kept for a screen opened again. */
const KEEP_UNUSED_MS = 5 * 60_000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: FRESH_MS, gcTime: KEEP_UNUSED_MS, refetchOnWindowFocus: true, refetchOnReconnect: true },
    // A change is always tried, online or not: one that cannot reach the server fails on the network, and its screen
    // keeps it (the outbox, a retry) instead of waiting unseen for the network.
    mutations: { retry: false, networkMode: 'always' },
  },
});

/** A key in the current organisation's part of the cache. */
export function scopedKey(key: QueryKey): QueryKey {
  return [currentTenantId() ?? '-', ...key];
}

registerTenantScoped('server data cache', () => queryClient.clear());

focusManager.setEventListener((setFocused) => {
  const shown = () => setFocused(true);
  const hidden = () => setFocused(false);
  Taro.onAppShow?.(shown);
  Taro.onAppHide?.(hidden);
  return () => {
    Taro.offAppShow?.(shown);
    Taro.offAppHide?.(hidden);
  };
});

onlineManager.setEventListener(watchNetwork);

/**
 * The cache is kept on the device for whoever is signed in, in the current organisation (data/persist.ts, loaded
 * after start). Signing out or switching organisation deletes the previous owner's copy.
 */
let persisting: { owner: string; stop?: () => void; forget?: () => Promise<void> } | null = null;
function persistForCurrentOwner(): void {
  const signedIn = signedInOwner();
  const owner = signedIn ? `${signedIn.userId}:${signedIn.tenantId}` : null;
  if (owner === (persisting?.owner ?? null)) return;
  if (persisting) {
    persisting.stop?.();
    void persisting.forget?.();
  }
  if (!owner) return void (persisting = null);
  const current: NonNullable<typeof persisting> = { owner };
  persisting = current;
  void import('./persist').then(({ persistFor }) => {
    // Signed out or switched while loading: nothing to keep for this owner.
    if (persisting !== current) return;
    Object.assign(current, persistFor(queryClient, owner));
  });
}
useSession.subscribe(persistForCurrentOwner);
persistForCurrentOwner();
