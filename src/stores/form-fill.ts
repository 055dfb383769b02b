/**
 * The form being filled, kept in storage as the user types: restored after a reload
 * or after WeChat kills the mini program, kept after a failed submit, removed only once a submit succeeds. It holds
 * the submit's idempotency key too, so a retry (even after a reload) can never store a second record.
 *
 * One entry per user, app, form and record (`new` for a new record). The spec's start-up clearing of "form data"
 * concerns the legacy `formData` key, not these.
 */
import { linkChangesOf, type LinkChanges } from '../domain/records/link-changes';
import { randomBytes } from '../platform/random';
import { storage } from '../platform/storage';

export interface FormFill {
  values: Record<string, unknown>;
  /** The idempotency key of this filling's submit (server: `requestId`). */
  requestId: string;
  savedAt: number;
  /** 关联数据 picked or removed on the form, saved once the submit gives the record its id. */
  links?: LinkChanges | undefined;
}

export interface FormFillKey {
  userId: string | null;
  appId: string;
  formId: string;
  dataId?: string | null | undefined;
}

const formFillKey = (k: FormFillKey): string => `ware_form_fill:${k.userId ?? 'anon'}:${k.appId}:${k.formId}:${k.dataId || 'new'}`;

export function readFormFill(key: FormFillKey): FormFill | null {
  const raw = storage.get<unknown>(formFillKey(key));
  if (!raw || typeof raw !== 'object') return null;
  const fill = raw as Partial<FormFill>;
  if (!fill.values || typeof fill.values !== 'object' || typeof fill.requestId !== 'string') return null;
  const links = linkChangesOf(fill.links);
  return { values: fill.values, requestId: fill.requestId, savedAt: Number(fill.savedAt) || 0, ...(links ? { links } : {}) };
}

export function writeFormFill(key: FormFillKey, fill: FormFill): void {
  storage.set(formFillKey(key), fill);
}

export function clearFormFill(key: FormFillKey): void {
  storage.remove(formFillKey(key));
}

/** A new idempotency key: 32 hex characters from the platform's secure random source. */
export async function newRequestId(): Promise<string> {
  const bytes = await randomBytes(16);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
