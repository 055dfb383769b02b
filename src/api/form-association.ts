/**
 * Form association on the newer engine (spec calls-and-errors.md §7 "form-association: dataSave, query, delete",
 * "Associated-data fetch: reads data.formAssociationDataMap"; server/src/routes/form-association.ts), and the
 * form-data query the association picker lists the other form's records with. Reads are silent (the detail's section
 * shows its own states); changes toast their failure through the request layer.
 */
import { z } from 'zod/mini';

import { recordSchema } from './forms';
import { request } from './transport';

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
export function saveAssociatedData(input: { formAssociationId: string; dataId: string; associatedDataIds: string[] }) {
  return request({ method: 'POST', path: '/bigtable/form-association/dataSave', data: input, schema: z.unknown() });
}

/** delete: removes one associated row (its formAssociationId). */
export function removeAssociatedRow(formAssociationId: string) {
  return request({ method: 'POST', path: '/bigtable/form-association/delete', data: { id: formAssociationId }, schema: z.unknown() });
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
