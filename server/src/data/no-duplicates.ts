/**
 * Fields marked "no duplicates" (spec screens-data-rules.md §5 "Duplicate check of a single field value
 * uses equality on the field"): the duplicate-check calls answer on blur, and a submit or update re-checks here so a
 * value already stored never gets in, whatever the client did. A field is marked by options.noRepeat (also
 * noDuplicate / unique) in the form script.
 */
import { and, eq, ne } from 'drizzle-orm';

import { sameValue, type Form } from './forms.js';
import type { DbOrTx } from '../db/index.js';
import { formData } from '../db/schema.js';
import { ApiError } from '../errors.js';

interface ScriptControl {
  key?: unknown;
  type?: unknown;
  name?: unknown;
  options?: Record<string, unknown>;
  columns?: { list?: unknown }[];
}

const marked = (o: Record<string, unknown> | undefined) =>
  [o?.noRepeat, o?.noDuplicate, o?.unique].some((v) => v === true || v === 'true' || v === 1);

/** The marked fields of a form script (tabs and grid containers looked into; sub-form children are not form fields). */
function noDuplicateFields(script: unknown): { key: string; name: string }[] {
  const out: { key: string; name: string }[] = [];
  const visit = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const raw of list as ScriptControl[]) {
      if (!raw || typeof raw !== 'object') continue;
      if (Array.isArray(raw.columns)) for (const c of raw.columns) visit(c?.list);
      if (typeof raw.key === 'string' && raw.key && marked(raw.options))
        out.push({ key: raw.key, name: typeof raw.name === 'string' ? raw.name : raw.key });
    }
  };
  const s = (script ?? {}) as { list?: unknown; renderList?: unknown };
  visit(Array.isArray(s.list) && s.list.length ? s.list : s.renderList);
  return out;
}

/**
 * 400 `{name}已存在，请勿重复填写` (the client's FORM_ENGINE_TEXT.valueDuplicate) when a marked value is already stored,
 * with `data.errors` naming the field.
 */
export function requireNoDuplicates(
  db: DbOrTx,
  tenantId: string,
  form: Form,
  content: Record<string, unknown>,
  dataId?: string,
): void {
  const fields = noDuplicateFields(form.definitionPublish).filter((f) => {
    const v = content[f.key];
    return (
      v !== undefined &&
      v !== null &&
      !(typeof v === 'string' && v.trim() === '') &&
      !(Array.isArray(v) && v.length === 0)
    );
  });
  if (!fields.length) return;
  const rows = db
    .select({ content: formData.content })
    .from(formData)
    .where(
      and(eq(formData.tenantId, tenantId), eq(formData.formId, form.id), ...(dataId ? [ne(formData.id, dataId)] : [])),
    )
    .all();
  for (const f of fields) {
    if (rows.some((r) => sameValue(r.content[f.key], content[f.key]))) {
      const message = `${f.name}已存在，请勿重复填写`;
      // The field error in the same shape as the value checks' (data/form-values.ts), so the form marks the field.
      throw new ApiError(400, 400, message, undefined, { errors: { [f.key]: message }, rows: {} });
    }
  }
}
