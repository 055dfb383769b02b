/**
 * Form association on the newer engine (spec calls-and-errors.md §7 "form-association: dataSave, query, delete",
 * "Associated-data fetch: reads data.formAssociationDataMap"; server/src/routes/form-association.ts), and the
 * form-data query the association picker lists the other form's records with. Reads are silent (the detail's section
 * shows its own states); changes toast their failure through the request layer.
 */
import { z } from 'zod/mini';

import { recordSchema } from './forms';
import { request } from './transport';
import type { LinkChanges } from '../domain/records/link-changes';

const enc = encodeURIComponent;

const associationSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  associatedAppId: z.string(),
  associatedFormId: z.string(),
  associatedFormName: z.optional(z.string()),
});
export type FormAssociation = z.infer<typeof associationSchema>;

/** The associations of a form: the forms its records may be linked to. */
export function formAssociations(appId: string, formId: string) {
  return request({
    path: '/bigtable/form-association/query',
    query: { appId, formId },
    silent: true,
    loading: false,
    schema: z.array(associationSchema),
  });
}

/** The associated-data fetch: the record's rows per association (read with domain/records associatedRowsByField). */
export function associatedData(appId: string, formId: string, dataId: string) {
  return request({
    path: '/bigtable/form-association/data',
    query: { appId, formId, dataId },
    silent: true,
    loading: false,
    schema: z.unknown(),
  });
}

/** dataSave: links records of the associated form to the record (already linked ones stay). */
export function saveAssociatedData(input: { formAssociationId: string; dataId: string; associatedDataIds: string[] }, silent = false) {
  return request({ method: 'POST', path: '/bigtable/form-association/dataSave', data: input, silent, schema: z.unknown() });
}

/** delete: removes one associated row (its formAssociationId). */
export function removeAssociatedRow(formAssociationId: string, silent = false) {
  return request({ method: 'POST', path: '/bigtable/form-association/delete', data: { id: formAssociationId }, silent, schema: z.unknown() });
}

/**
 * Saves what a form changed of a record's rows: one dataSave per association, one delete per removed row. Each goes
 * on its own (one refused change does not hold back the others); answers what is left unsaved (nothing: all saved)
 * and the first failure. Silent: the caller says what was not saved, once.
 */
export async function saveLinkChanges(dataId: string, changes: LinkChanges): Promise<{ left: LinkChanges; error: unknown }> {
  const left: LinkChanges = { add: {}, drop: [] };
  let error: unknown = null;
  for (const [formAssociationId, picks] of Object.entries(changes.add)) {
    if (picks.length === 0) continue;
    await saveAssociatedData({ formAssociationId, dataId, associatedDataIds: picks.map((p) => p.id) }, true).catch((e: unknown) => {
      error ??= e;
      left.add[formAssociationId] = picks;
    });
  }
  for (const row of changes.drop) {
    await removeAssociatedRow(row.id, true).catch((e: unknown) => {
      error ??= e;
      left.drop.push(row);
    });
  }
  return { left, error };
}

const pageSchema = z.looseObject({ content: z.array(recordSchema), totalElements: z.number() });

/** The form-data query: a page of a form's records the caller may read, newest first (isQueryField=0: no search). */
export function formDataQuery(appId: string, formId: string, page: number, size: number) {
  return request({
    path: `/bigtable/application/${enc(appId)}/form/${enc(formId)}/form-data/query`,
    query: { page, size, sort: 'createTime,desc', isQueryField: 0 },
    silent: true,
    loading: false,
    schema: pageSchema,
  });
}
