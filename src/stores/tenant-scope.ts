/**
 * Everything that belongs to one organisation (tenant). Switching organisation clears all of it: the
 * stored keys below and every store or cache that registered a reset. A store holding tenant data registers here
 * when it is created; test/component/session/tenant-switch.test.tsx proves nothing of the first tenant remains.
 */
import { STORAGE_KEYS, type StorageKey } from '../domain/storage-keys';
import { storage } from '../platform/storage';

/** Stored keys whose values come from the current tenant (screens-data-rules.md §3 "Stored client state"). */
export const TENANT_SCOPED_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.userInfo,
  STORAGE_KEYS.appId,
  STORAGE_KEYS.appInfo,
  STORAGE_KEYS.viewId,
  STORAGE_KEYS.code,
  STORAGE_KEYS.appIdByKeyAndTenant,
  STORAGE_KEYS.formData,
  STORAGE_KEYS.portalScrollPosition,
  STORAGE_KEYS.authCode,
];

/** Empties a store; values stored under a key in `keep` stay. */
export type TenantReset = (keep: readonly StorageKey[]) => void;

const resets = new Map<string, TenantReset>();

/** Registers a store or cache to be emptied on every organisation switch; returns the unregister function. */
export function registerTenantScoped(name: string, reset: TenantReset): () => void {
  resets.set(name, reset);
  return () => {
    resets.delete(name);
  };
}

/** Names of what is registered, for tests and diagnostics. */
export function tenantScopedNames(): string[] {
  return [...resets.keys()];
}

/**
 * Clears every tenant-scoped key and store. `keep` spares keys that do not come from the old organisation: a new
 * sign-in keeps the viewId a shared link stored before authorisation (screens-data-rules.md §2).
 */
export function clearTenantScope(keep: readonly StorageKey[] = []): void {
  for (const key of TENANT_SCOPED_KEYS) if (!keep.includes(key)) storage.remove(key);
  for (const [name, reset] of resets) {
    try {
      reset(keep);
    } catch (error) {
      console.error('[tenant-scope] reset failed', name, error);
    }
  }
}
