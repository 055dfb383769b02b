// Spec screens-data-rules.md §3 "Flattened record for display" and "Reverse flattening".
import { toFormRecord, type Engine } from './engine';
import { readText, type UserRef } from './schemas';

/** A user in a flattened record: the record's user object with `username`, the name it is shown by. */
type FlatUser = UserRef & { username: string };

/**
 * The flattened record: the system fields beside every custom field of the record's form data. Keys of the form
 * data never override a system field.
 */
export interface FlatRecord {
  id: string;
  /** The same id, under the alias the list and detail screens show. */
  ID: string;
  code?: string;
  /** The creator's name ('' when the record does not say). */
  creater: string;
  createTime?: string | number;
  lastModifiedTime?: string | number;
  /** The last modifier's name ('' when the record does not say). */
  updater: string;
  createdBy?: FlatUser;
  lastModifiedBy?: FlatUser;
  ownerId?: string;
  formId?: string;
  [field: string]: unknown;
}

/** The record keys that reverse flattening keeps at top level and flattening therefore carries when present. */
const CARRIED_KEYS = ['businessKey', 'isDelete', 'new', 'processInstanceId', 'tenantId'] as const;

/** §3: the system fields reverse flattening puts at top level: the standard ones plus the carried keys. */
const TOP_LEVEL_KEYS: readonly string[] = [
  'id',
  'code',
  'createdBy',
  'creater',
  'createTime',
  'lastModifiedBy',
  'updater',
  'lastModifiedTime',
  'ownerId',
  'formId',
  ...CARRIED_KEYS,
];

/** The flattened id's alias: dropped by reverse flattening (id is kept), never moved into the form data. */
const ID_ALIAS = 'ID';

/** The name a user is shown by: nickname (§3 createdBy carries id, nickname, picture), else username, else name. */
function userName(user: UserRef | null | undefined): string {
  if (!user) return '';
  return user.nickname || user.username || user.name || '';
}

function flatUser(user: UserRef | undefined): FlatUser | undefined {
  return user ? { ...user, username: userName(user) } : undefined;
}

function assignDefined(target: Record<string, unknown>, entries: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(entries)) if (value !== undefined) target[key] = value;
}

/**
 * A record of either engine flattened for display, or null when it is not a record (no id). The older engine's
 * names are read through engine.ts (createdAt → createTime ...). Absent system values are left out, except the
 * names creater and updater, which are '' then.
 */
export function flattenRecord(record: unknown, engine: Engine): FlatRecord | null {
  const r = toFormRecord(record, engine);
  if (!r) return null;
  const flat: FlatRecord = {
    ...r.data,
    id: r.id,
    ID: r.id,
    // A record already flattened once (reverse-flattened, or an associated row) may carry the names themselves.
    creater: userName(r.createdBy) || readText(r.creater) || '',
    updater: userName(r.lastModifiedBy) || readText(r.updater) || '',
  };
  assignDefined(flat, {
    code: r.code,
    createTime: r.createTime,
    lastModifiedTime: r.lastModifiedTime,
    createdBy: flatUser(r.createdBy),
    lastModifiedBy: flatUser(r.lastModifiedBy),
    ownerId: r.ownerId,
    formId: r.formId,
  });
  for (const key of CARRIED_KEYS) if (r[key] !== undefined && r[key] !== null) flat[key] = r[key];
  return flat;
}

/** Every record of a list flattened; rows that are not records are left out. */
export function flattenRecords(records: unknown, engine: Engine): FlatRecord[] {
  if (!Array.isArray(records)) return [];
  const out: FlatRecord[] = [];
  for (const record of records) {
    const flat = flattenRecord(record, engine);
    if (flat) out.push(flat);
  }
  return out;
}

/** A reverse-flattened record: the top-level system fields present in the flat record, the rest in data. */
export interface UnflattenedRecord {
  data: Record<string, unknown>;
  [systemField: string]: unknown;
}

/**
 * §3 reverse flattening: the system fields (TOP_LEVEL_KEYS) present in `flat` at top level and every other field
 * into data. The alias ID is dropped (it is id again); when id itself is missing, ID stands in for it.
 * flattenRecord(unflattenRecord(flat), 'current') gives `flat` back.
 */
export function unflattenRecord(flat: Readonly<Record<string, unknown>>): UnflattenedRecord {
  const out: UnflattenedRecord = { data: {} };
  for (const [key, value] of Object.entries(flat)) {
    if (key === ID_ALIAS) continue;
    if (TOP_LEVEL_KEYS.includes(key)) out[key] = value;
    else out.data[key] = value;
  }
  if (out.id === undefined && flat[ID_ALIAS] !== undefined) out.id = flat[ID_ALIAS];
  return out;
}
