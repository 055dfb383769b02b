// Spec screens-data-rules.md §3 "a type string containing V1 marks the older form engine"; calls-and-errors.md §7
// "V1 results are reshaped". The rules themselves are domain/engine.ts's: this module applies them to form
// records, record pages and record bodies, so records know the two engines' differences in one place.
import { z } from 'zod/mini';

import { engineOf as engineOfType, reshapeV1Record, v1TaskPayload, type Engine } from '../engine';
import {
  formRecordSchema,
  newerFormRecordSchema,
  olderFormRecordSchema,
  pageSchemaOf,
  type FormRecord,
  type Page,
} from './schemas';

export type { Engine } from '../engine';

/** The engine of an application, or of its type string: a type containing 'V1' is the older engine ('v1'). */
export function engineOf(app: { type?: unknown } | string | null | undefined): Engine {
  const type = typeof app === 'string' ? app : app?.type;
  return engineOfType(typeof type === 'string' ? type : null);
}

/* ---------- Records: each engine's shape to the common one ---------- */

/**
 * A record of either engine in the common shape (FormRecord), or null when it is not a record (no id).
 * - v1: reshapeV1Record (createdAt → createTime, updatedAt → lastModifiedTime, updatedBy → lastModifiedBy,
 *   content → data; the newer names win when a record carries both);
 * - current: data, or content when data is absent (calls-and-errors.md §3 "content (or data)").
 * Other keys (businessKey, processInstanceId, tenantId, isDelete ...) pass through.
 */
export function toFormRecord(raw: unknown, engine: Engine): FormRecord | null {
  const own = (engine === 'v1' ? olderFormRecordSchema : newerFormRecordSchema).safeParse(raw);
  if (!own.success) return null;
  const shaped = (engine === 'v1' ? reshapeV1Record(own.data) : own.data) as Record<string, unknown>;
  const { content, ...rest } = shaped;
  const parsed = formRecordSchema.safeParse({ ...rest, data: rest.data ?? content });
  return parsed.success ? parsed.data : null;
}

/** Records of a list in the common shape; rows that are not records are left out. */
export function toFormRecords(list: unknown, engine: Engine): FormRecord[] {
  if (!Array.isArray(list)) return [];
  const out: FormRecord[] = [];
  for (const raw of list) {
    const record = toFormRecord(raw, engine);
    if (record) out.push(record);
  }
  return out;
}

/** A page of records of either engine, in the common shape; rows that are not records are dropped and counted. */
export function recordPageSchema(engine: Engine) {
  const item = z.pipe(
    z.unknown(),
    z.transform((raw, ctx) => {
      const record = toFormRecord(raw, engine);
      if (!record) {
        ctx.issues.push({ code: 'custom', message: 'not a form record', input: raw });
        return z.NEVER;
      }
      return record;
    }),
  );
  return pageSchemaOf(item);
}

/** A page of records from a list answer; never throws (an unreadable answer is an empty page). */
export function toRecordPage(raw: unknown, engine: Engine): Page<FormRecord> {
  const parsed = recordPageSchema(engine).safeParse(raw);
  return parsed.success ? parsed.data : { content: [], totalElements: 0, dropped: 0 };
}

/* ---------- Record bodies: the common shape to each engine's ---------- */

export interface RecordBodyInput {
  id?: string;
  formId: string;
  data: Record<string, unknown>;
  ownerId?: string;
  code?: string;
}

/**
 * The body that writes a record (PUT data/{id}: id, content, formId, optional ownerId, code). The older engine names
 * the form data `content` (v1TaskPayload's rename, "data renamed content in V1"), the newer `data`. Absent optionals
 * are left out.
 */
export function recordBody(input: RecordBodyInput, engine: Engine): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (input.id !== undefined) body.id = input.id;
  body.formId = input.formId;
  body.data = input.data;
  if (input.ownerId !== undefined) body.ownerId = input.ownerId;
  if (input.code !== undefined) body.code = input.code;
  return engine === 'v1' ? v1TaskPayload(body) : body;
}
