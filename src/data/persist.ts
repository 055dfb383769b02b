/**
 * The last-loaded server data kept on the device (issue 40), so a screen opened without a network shows what it
 * showed last time, with its age, instead of nothing. One copy per user and organisation: another person signing in
 * on the same device, or the same person in another organisation, never sees it; it is deleted when that user signs
 * out or leaves the organisation (query-client.ts). Only answers that loaded are kept, for a day at most.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';

import { readDurable, removeDurable, writeDurable } from '../platform/durable-storage';

const KEEP_MS = 24 * 60 * 60_000;

export interface Persisting {
  /** Stops writing the cache to the device. */
  stop: () => void;
  /** Deletes the device's copy. */
  forget: () => Promise<void>;
}

export function persistFor(queryClient: QueryClient, owner: string): Persisting {
  const persister = createAsyncStoragePersister({
    key: `wareQuery:${owner}`,
    storage: {
      getItem: async (key) => {
        const value = await readDurable(key);
        return typeof value === 'string' ? value : null;
      },
      setItem: writeDurable,
      removeItem: removeDurable,
    },
  });
  const [stop] = persistQueryClient({
    queryClient,
    persister,
    maxAge: KEEP_MS,
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === 'success' },
  });
  return { stop, forget: async () => void (await persister.removeClient()) };
}
