/**
 * The application being worked in (docs/architecture.md "Client state": appId, appInfo, viewId), persisted under the
 * spec's keys. It belongs to the current organisation: an organisation switch empties it (stores/tenant-scope).
 * The application index fills it.
 */
import { create } from 'zustand';

import { registerTenantScoped } from './tenant-scope';
import { STORAGE_KEYS } from '../domain/storage-keys';
import { storage } from '../platform/storage';

export interface AppValues {
  appId: string | null;
  /** The app's info as the platform gave it (it carries tenantId). */
  appInfo: Record<string, unknown> | null;
  viewId: string | null;
}

const EMPTY: AppValues = { appId: null, appInfo: null, viewId: null };

const KEYS = { appId: STORAGE_KEYS.appId, appInfo: STORAGE_KEYS.appInfo, viewId: STORAGE_KEYS.viewId } as const;

function read(): AppValues {
  const appId = storage.get<unknown>(KEYS.appId);
  const appInfo = storage.get<unknown>(KEYS.appInfo);
  const viewId = storage.get<unknown>(KEYS.viewId);
  return {
    appId: typeof appId === 'string' || typeof appId === 'number' ? String(appId) : null,
    appInfo: appInfo !== null && typeof appInfo === 'object' ? (appInfo as Record<string, unknown>) : null,
    viewId: typeof viewId === 'string' || typeof viewId === 'number' ? String(viewId) : null,
  };
}

export interface AppStore extends AppValues {
  setApp(values: Partial<AppValues>): void;
  /** Empties the store; fields whose storage key is in `keep` stay. */
  reset(keep?: readonly string[]): void;
}

export const useAppStore = create<AppStore>()((set) => ({
  ...read(),
  setApp: (values) => set(values),
  reset: (keep = []) =>
    set((state) => {
      const next: AppValues = { ...EMPTY };
      for (const field of Object.keys(KEYS) as (keyof AppValues)[]) {
        if (keep.includes(KEYS[field])) (next as unknown as Record<string, unknown>)[field] = state[field];
      }
      return next;
    }),
}));

useAppStore.subscribe((next, prev) => {
  for (const field of Object.keys(KEYS) as (keyof AppValues)[]) {
    if (next[field] === prev[field]) continue;
    if (next[field] === null) storage.remove(KEYS[field]);
    else storage.set(KEYS[field], next[field]);
  }
});

registerTenantScoped('app', (keep) => useAppStore.getState().reset(keep));
