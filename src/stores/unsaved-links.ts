/**
 * 关联数据 a form chose that could not be saved after its record was stored (the submit succeeded, the association
 * save did not): kept on the device for that record, so its detail offers to save them again (重新保存) or give them
 * up (放弃) instead of losing the user's choices.
 */
import { linkChangesOf, type LinkChanges } from '../domain/records/link-changes';
import { storage } from '../platform/storage';

export interface RecordKey {
  userId: string | null;
  appId: string;
  formId: string;
  dataId: string;
}

const keyOf = (k: RecordKey): string => `ware_unsaved_links:${k.userId ?? 'anon'}:${k.appId}:${k.formId}:${k.dataId}`;

export function readUnsavedLinks(key: RecordKey): LinkChanges | null {
  return linkChangesOf(storage.get<unknown>(keyOf(key)));
}

/** Keeps what is left unsaved; nothing left removes the entry. */
export function writeUnsavedLinks(key: RecordKey, changes: LinkChanges | null): void {
  const kept = linkChangesOf(changes);
  if (kept) storage.set(keyOf(key), kept);
  else storage.remove(keyOf(key));
}
