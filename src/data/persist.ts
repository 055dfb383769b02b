/**
 * The last-loaded server data kept on the device (issue 40), so a screen opened without a network shows what it
 * showed last time, with its age, instead of nothing. One copy per user and organisation: another person signing in
 * on the same device, or the same person in another organisation, never sees it; it is deleted when that user signs
 * out or leaves the organisation (query-client.ts). Only answers that loaded are kept, for a day at most.
 *
 * They are put back only when the app starts without a network: online, every screen loads afresh as it always did
 * (an answer kept a second before a change, then restored, would show the state before the change). Put back, they
 * count as stale, so each is asked again as soon as the network allows.
 *
 * Query's own dehydrate and hydrate do the work; TanStack's persister packages would add their own copy of Query's
 * core (they pin its version) and about 10 KB to the mini program's main package, for the throttle and age check
 * written here.
 */
import { dehydrate, hydrate, onlineManager, type DehydratedState, type QueryClient } from '@tanstack/react-query';

import { readDurable, removeDurable, writeDurable } from '../platform/durable-storage';

const KEEP_MS = 24 * 60 * 60_000;
/** Changes to the cache are written at most this often. */
const WRITE_EVERY_MS = 1000;

interface Kept {
  at: number;
  state: DehydratedState;
}

function isKept(value: unknown): value is Kept {
  const kept = value as Partial<Kept> | null | undefined;
  return typeof kept?.at === 'number' && Array.isArray(kept.state?.queries) && Array.isArray(kept.state?.mutations);
}

export interface Persisting {
  /** Stops writing the cache to the device. */
  stop: () => void;
  /** Deletes the device's copy. */
  forget: () => Promise<void>;
}

export function persistFor(queryClient: QueryClient, owner: string): Persisting {
  const key = `wareQuery:${owner}`;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe = () => {};

  const write = () => {
    timer = undefined;
    if (stopped) return;
    const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success', shouldDehydrateMutation: () => false });
    writeDurable(key, { at: Date.now(), state } satisfies Kept).catch((error: unknown) => console.warn('[persist] not kept', error));
  };

  // Restored first, then kept: a write before the restore would replace the kept answers with an empty cache.
  void readDurable(key)
    .then((kept) => {
      if (stopped || onlineManager.isOnline() || !isKept(kept) || Date.now() - kept.at >= KEEP_MS) return;
      hydrate(queryClient, kept.state);
      const restored = new Set(kept.state.queries.map((q) => q.queryHash));
      void queryClient.invalidateQueries({ predicate: (query) => restored.has(query.queryHash), refetchType: 'none' });
    })
    .catch(() => undefined)
    .then(() => {
      if (stopped) return;
      unsubscribe = queryClient.getQueryCache().subscribe(() => {
        timer ??= setTimeout(write, WRITE_EVERY_MS);
      });
    });

  return {
    stop: () => {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
    },
    forget: () => removeDurable(key),
  };
}
