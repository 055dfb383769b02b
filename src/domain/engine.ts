/**
 * The two form engines, in one place: which engine an app uses, and the older engine's (V1) reshaping.
 *
 * The app's type string marks it: a type containing 'V1' is the older engine (screens-data-rules.md §3; the local
 * server seeds `FORM_V1` that way). The spec is not consistent about the older engine's path prefix:
 * calls-and-errors.md §1 says /bigtable/, its §7 headings say /ware-engine-form/ ("Older form engine
 * (/ware-engine-form/...)", "PUT app-task/{id}/complete (data renamed content in V1)") and the field renames of §3
 * and §5 (createdAt in the older engine) agree with §7. We follow §7: change ENGINE_PREFIX here if the platform
 * says otherwise.
 */

export type Engine = 'v1' | 'current';

export const ENGINE_PREFIX: Readonly<Record<Engine, string>> = {
  v1: '/ware-engine-form',
  current: '/bigtable',
};

/** The engine of an app from its type marker. */
export function engineOf(appType: string | null | undefined): Engine {
  return typeof appType === 'string' && appType.includes('V1') ? 'v1' : 'current';
}

export function isV1(appType: string | null | undefined): boolean {
  return engineOf(appType) === 'v1';
}

type Row = Record<string, unknown>;
const isRow = (v: unknown): v is Row => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * An older-engine form record in the newer engine's shape (calls-and-errors.md §3 "Form data: ... content (or
 * data), ... createTime (older engine: createdAt)"; screens-data-rules.md §3 "Form record"): content becomes data,
 * createdAt createTime, updatedAt lastModifiedTime, updatedBy lastModifiedBy. Fields already in the newer shape win.
 */
export function reshapeV1Record(record: unknown): unknown {
  if (!isRow(record)) return record;
  const { content, createdAt, updatedAt, updatedBy, ...rest } = record;
  const out: Row = { ...rest };
  if (out.data === undefined && content !== undefined) out.data = content;
  if (out.createTime === undefined && createdAt !== undefined) out.createTime = createdAt;
  if (out.lastModifiedTime === undefined && updatedAt !== undefined) out.lastModifiedTime = updatedAt;
  if (out.lastModifiedBy === undefined && updatedBy !== undefined) out.lastModifiedBy = updatedBy;
  return out;
}

/**
 * Process instance history (calls-and-errors.md §3): startedAt, finishedAt and initiator (id, nickname, picture)
 * become startTime, endTime, startUserId, nickName and avatar.
 */
export function reshapeProcessInstance(instance: unknown): unknown {
  if (!isRow(instance)) return instance;
  const { startedAt, finishedAt, initiator, ...rest } = instance;
  const who = isRow(initiator) ? initiator : {};
  return {
    ...rest,
    startTime: startedAt ?? rest.startTime ?? null,
    endTime: finishedAt ?? rest.endTime ?? null,
    startUserId: who.id ?? rest.startUserId ?? null,
    nickName: who.nickname ?? rest.nickName ?? null,
    avatar: who.picture ?? rest.avatar ?? null,
  };
}

/**
 * Which older-engine call completes a task (calls-and-errors.md §7 lists both): a task at a node where the app's
 * record is edited (a field editable there) is the app's task, PUT app-task/{id}/complete, whose data goes as
 * content; a task with nothing of the record to change is the process's own step, PUT task/{id}/complete.
 */
export function v1CompletionCall(editsRecord: boolean): 'app-task' | 'task' {
  return editsRecord ? 'app-task' : 'task';
}

/** A task-completion payload for the older engine: `data` is renamed `content` (calls-and-errors.md §7). */
export function v1TaskPayload(payload: Row): Row {
  const { data, ...rest } = payload;
  return data === undefined ? payload : { ...rest, content: data };
}

/**
 * A sort for the older engine (calls-and-errors.md §5): createTime becomes createdAt and the direction is lower
 * case. `sort` is `field,direction` as the newer engine takes it.
 */
export function v1Sort(sort: string): string {
  const [field = '', direction] = sort.split(',');
  const f = field.trim() === 'createTime' ? 'createdAt' : field.trim();
  return direction === undefined ? f : `${f},${direction.trim().toLowerCase()}`;
}

/** A task list item flagged with its engine (calls-and-errors.md §3 "Task lists ... merge both engines"). */
export function flagEngine<T extends Row>(item: T, engine: Engine): T & { engine: Engine; isV1: boolean } {
  return { ...item, engine, isV1: engine === 'v1' };
}
