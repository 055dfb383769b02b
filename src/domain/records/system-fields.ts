// Spec screens-data-rules.md §3 "System fields and their labels: code (business code), createdBy / creater
// (creator), createTime (creation time), lastModifiedBy / updater (last operator), lastModifiedTime (update time),
// ownerId (data owner), id."
import { SYSTEM_FIELD_LABEL } from './messages';
import { dateDisplay, EMPTY_LABEL } from '../time/date-display';

type SystemFieldKey = keyof typeof SYSTEM_FIELD_LABEL;

/** How a system field's value is shown: a user (by name), a time, or text as it is. */
type SystemFieldKind = 'user' | 'time' | 'text';

export interface SystemField {
  /** The key in a flattened record. */
  key: SystemFieldKey;
  /** Other names of the same field: the record's own key, the older engine's key, the flattened id's alias. */
  aliases: readonly string[];
  label: string;
  kind: SystemFieldKind;
}

/** In the order list and detail screens show them. */
export const SYSTEM_FIELDS: readonly SystemField[] = [
  { key: 'code', aliases: [], label: SYSTEM_FIELD_LABEL.code, kind: 'text' },
  { key: 'creater', aliases: ['createdBy'], label: SYSTEM_FIELD_LABEL.creater, kind: 'user' },
  { key: 'createTime', aliases: ['createdAt'], label: SYSTEM_FIELD_LABEL.createTime, kind: 'time' },
  { key: 'updater', aliases: ['lastModifiedBy', 'updatedBy'], label: SYSTEM_FIELD_LABEL.updater, kind: 'user' },
  { key: 'lastModifiedTime', aliases: ['updatedAt'], label: SYSTEM_FIELD_LABEL.lastModifiedTime, kind: 'time' },
  { key: 'ownerId', aliases: [], label: SYSTEM_FIELD_LABEL.ownerId, kind: 'text' },
  { key: 'id', aliases: ['ID'], label: SYSTEM_FIELD_LABEL.id, kind: 'text' },
];

const BY_NAME = new Map<string, SystemField>();
for (const field of SYSTEM_FIELDS) {
  BY_NAME.set(field.key, field);
  for (const alias of field.aliases) BY_NAME.set(alias, field);
}

/** The system field a key names (its flattened key or any alias), or undefined for a custom field. */
export function systemFieldOf(key: string): SystemField | undefined {
  return BY_NAME.get(key);
}

/** Is this key a system field (by its flattened key or an alias), rather than one of the form's own fields? */
export function isSystemField(key: string): boolean {
  return BY_NAME.has(key);
}

/** The Chinese label of a system field, or undefined for a custom field (its label comes from the form script). */
export function systemFieldLabel(key: string): string | undefined {
  return BY_NAME.get(key)?.label;
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function userText(flat: Readonly<Record<string, unknown>>, field: SystemField): string {
  const name = flat[field.key];
  if (typeof name === 'string' && name !== '') return name;
  for (const alias of field.aliases) {
    const user = flat[alias];
    if (isRecord(user) && typeof user.username === 'string' && user.username !== '') return user.username;
  }
  return '';
}

/**
 * A system field's value of a flattened record as shown: user fields by name, times normalised with dashes, the
 * rest as written; 未填写 when empty. Undefined for a key that is not a system field.
 */
export function systemFieldText(flat: Readonly<Record<string, unknown>>, key: string): string | undefined {
  const field = BY_NAME.get(key);
  if (!field) return undefined;
  if (field.kind === 'user') return userText(flat, field) || EMPTY_LABEL;
  const value = flat[field.key];
  if (field.kind === 'time') return dateDisplay(value);
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return EMPTY_LABEL;
}
