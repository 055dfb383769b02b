/**
 * A search decided in JavaScript by the §5 rule (record-search.ts `matches`): a condition on a field key a JSON path
 * cannot name, or a search inside a transaction. The database narrows the rows by what each condition certainly needs
 * (narrowing.ts), orders them by the stored keys and hands over only the values the conditions name.
 */
import { and, getTableColumns, sql } from 'drizzle-orm';

import { keptIds } from './kept-searches.js';
import { anyNarrowing, narrowing } from './narrowing.js';
import { holdsAll, type Plan } from './plan.js';
import { sqlOrder } from './sort.js';
import type { DbOrTx } from '../../db/index.js';
import { formData } from '../../db/schema.js';
import { readableRecords, type FormAccess, type FormRecord } from '../forms.js';
import { PLAIN_KEY } from '../record-conditions.js';
import { isSystemField } from '../record-system-fields.js';

/**
 * The ids of the records a search finds, in its order: the conditions narrowed in SQL and decided by the rule, in the
 * order SQL read them. Kept while the database is unchanged, so the next pages of a search (and the same search by others of the
 * same access) read only their page.
 */
export function searched(db: DbOrTx, access: FormAccess, formId: string, userId: string, plan: Plan): string[] {
  return keptIds(db, access, formId, userId, plan, () =>
    candidates(db, access, formId, userId, plan)
      .filter(holdsAll(plan))
      .map((r) => r.id),
  );
}

/**
 * The rows a search may find, in the search's order (`sqlOrder`: the sort keys stored at each record's write), each
 * with its system columns and only the content values the conditions name: each as its JSON text (`->`, where
 * json_each's own value column would read true and false as 1 and 0), one column per field key.
 */
function candidates(db: DbOrTx, access: FormAccess, formId: string, userId: string, plan: Plan): FormRecord[] {
  const readable = readableRecords(access, formId, userId);
  // Only the values the conditions read: the order is the database's (sqlOrder), from keys stored at the write.
  const keys = [...new Set([...plan.conditions, ...plan.anyOf].map((c) => c.key))].filter((k) => !isSystemField(k));
  const { content: _whole, ...columns } = getTableColumns(formData);
  const narrow = [...plan.conditions.map(narrowing), plan.anyOf.length ? anyNarrowing(plan.anyOf) : undefined];
  const where = and(readable, ...narrow);
  const order = sqlOrder(plan.sorts);
  if (keys.every((k) => PLAIN_KEY.test(k))) {
    // Column `v<i>`: the JSON text of field keys[i], null when the record has no such field.
    const values = Object.fromEntries(keys.map((k, i) => [`v${i}`, sql<string | null>`${formData.content} -> ${`$.${k}`}`]));
    return db
      .select({ ...columns, ...values })
      .from(formData)
      .where(where)
      .orderBy(...order)
      .all()
      .map((row): FormRecord => {
        const record = row as typeof row & Record<string, string | null>;
        const content: Record<string, unknown> = {};
        keys.forEach((k, i) => {
          const text = record[`v${i}`];
          if (text !== null && text !== undefined) content[k] = JSON.parse(text);
        });
        const { id, tenantId, appId, formId: form, code, ownerId, createdBy, lastModifiedBy, processInstanceId, status, createdAt, updatedAt } = record;
        return { id, tenantId, appId, formId: form, code, content, ownerId, createdBy, lastModifiedBy, processInstanceId, status, createdAt, updatedAt };
      });
  }
  const named = keys.length
    ? sql<string>`(SELECT json_group_object(key, ${formData.content} -> fullkey) FROM json_each(${formData.content}) WHERE key IN ${keys})`
    : sql<string>`'{}'`;
  return db
    .select({ ...columns, named })
    .from(formData)
    .where(where)
    .orderBy(...order)
    .all()
    .map(({ named: values, ...r }): FormRecord => ({
      ...r,
      content: JSON.parse(values ?? '{}') as Record<string, unknown>,
    }));
}
