// Spec screens-data-rules.md §3 "System fields and their labels: code (business code), createdBy / creater
// (creator), createTime (creation time), lastModifiedBy / updater (last operator), lastModifiedTime (update time),
// ownerId (data owner), id."
import { SYSTEM_FIELD_LABEL, USER_NAME_TEXT } from './messages';
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
  // §3 gives ownerId as a bare user id (createdBy and lastModifiedBy come as users with a nickname): its name is
  // looked up (userIdsToName); 未知用户 when no name can be read, never the id.
  { key: 'ownerId', aliases: [], label: SYSTEM_FIELD_LABEL.ownerId, kind: 'user' },
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

const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** Names of users by id, as a lookup of the organisation's members answered them. */
export type UserNames = ReadonlyMap<string, string>;

/**
 * A user field's person in a flattened record: the name the record gives (creater / updater, or the user object's
 * username), else the id it names (ownerId itself, or the user object's id) for a lookup.
 */
function userOf(flat: Readonly<Record<string, unknown>>, field: SystemField): { name: string } | { id: string } | null {
  const own = flat[field.key];
  if (field.key === 'ownerId') return nonEmpty(own) ? { id: own } : null;
  if (nonEmpty(own)) return { name: own };
  for (const alias of field.aliases) {
    const user = flat[alias];
    if (isRecord(user) && nonEmpty(user.username)) return { name: user.username };
  }
  for (const alias of field.aliases) {
    const user = flat[alias];
    if (isRecord(user) && nonEmpty(user.id)) return { id: user.id };
    if (nonEmpty(user)) return { id: user };
  }
  return null;
}

/** The user ids of a record's people that the record gives no name for (ownerId always): what to look up. */
export function userIdsToName(flat: Readonly<Record<string, unknown>>): string[] {
  const ids = new Set<string>();
  for (const field of SYSTEM_FIELDS) {
    if (field.kind !== 'user') continue;
    const user = userOf(flat, field);
    if (user && 'id' in user) ids.add(user.id);
  }
  return [...ids];
}

/** The names of `ids` while their lookup runs: a neutral mark, so neither an id nor 未知用户 flashes by. */
export const pendingNames = (ids: readonly string[]): UserNames => new Map(ids.map((id) => [id, USER_NAME_TEXT.pending]));

/**
 * A system field's value of a flattened record as shown: user fields by name (the record's own, else the one
 * `names` holds for the id, else 未知用户: an id is the server's key, never shown to a reader), times normalised
 * with dashes, the rest as written; 未填写 when empty. Undefined for a key that is not a system field.
 */
export function systemFieldText(
  flat: Readonly<Record<string, unknown>>,
  key: string,
  names?: UserNames,
): string | undefined {
  const field = BY_NAME.get(key);
  if (!field) return undefined;
  if (field.kind === 'user') {
    const user = userOf(flat, field);
    if (!user) return EMPTY_LABEL;
    return 'name' in user ? user.name : (names?.get(user.id) ?? USER_NAME_TEXT.unknown);
  }
  const value = flat[field.key];
  if (field.kind === 'time') return dateDisplay(value);
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return EMPTY_LABEL;
}
