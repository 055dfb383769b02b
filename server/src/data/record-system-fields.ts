/**
 * The record's system fields (spec screens-data-rules.md §5: conditions and sorts may name them besides the form's
 * fields), by every name the client uses for them, each naming the record's column. The one table both readings come
 * from: `systemColumn` (SQL: what record-conditions.ts compares and the list sorts by) and `valueOf` (JavaScript: what
 * the rule in record-search.ts reads), so the two cannot name different columns.
 */
import { sql, type SQL } from 'drizzle-orm';

import type { FormRecord } from './forms.js';
import { formData } from '../db/schema.js';

export const SYSTEM_FIELDS = {
  id: 'id',
  ID: 'id',
  code: 'code',
  createTime: 'createdAt',
  createdAt: 'createdAt',
  lastModifiedTime: 'updatedAt',
  updatedAt: 'updatedAt',
  createdBy: 'createdBy',
  creater: 'createdBy',
  lastModifiedBy: 'lastModifiedBy',
  updater: 'lastModifiedBy',
  ownerId: 'ownerId',
} as const satisfies Record<string, keyof FormRecord & keyof typeof formData>;

type SystemField = keyof typeof SYSTEM_FIELDS;

/** Is `key` one of the record's system fields (read from its columns, not its content)? */
export const isSystemField = (key: string): key is SystemField => Object.hasOwn(SYSTEM_FIELDS, key);

/** The field's value on a record read whole: its column for a system field, else its content. */
export const valueOf = (r: FormRecord, key: string): unknown => (isSystemField(key) ? r[SYSTEM_FIELDS[key]] : r.content[key]);

/** The system field's column in SQL, or undefined for a content field. */
export const systemColumn = (key: string): SQL | undefined => (isSystemField(key) ? sql`${formData[SYSTEM_FIELDS[key]]}` : undefined);
