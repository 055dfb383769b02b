/**
 * The calls of the relation and address controls (spec calls-and-errors.md §7 "form-association: page",
 * "data-linkage", "Dictionary: GET /dict/dictArea/get"; server/README.md "Forms and form data"). Every answer is
 * parsed; the controls show their own loading and error states, so these calls never toast (`silent`).
 */
import { z } from 'zod/mini';

import { recordSchema } from './forms';
import { request } from './transport';

const pageSchema = z.looseObject({ content: z.array(recordSchema), totalElements: z.number() });

/** Records of another form for an association picker (newest first; keyword matches values and the code). */
export function associationPage(input: { appId: string; formId: string; keyword: string; page: number; size: number }) {
  return request({
    method: 'POST',
    path: '/bigtable/form-association/page',
    data: input,
    silent: true,
    loading: false,
    schema: pageSchema,
  });
}

/** The data-linkage lookup of a linkquery control (spec §5: page 1, size 999 by default). */
export function dataLinkage(input: {
  appId: string;
  formId: string;
  conditions: { key: string; value: unknown }[];
  page: number;
  size: number;
}) {
  return request({
    method: 'POST',
    path: '/bigtable/data-linkage',
    data: input,
    silent: true,
    loading: false,
    schema: pageSchema,
  });
}

const areaSchema = z.looseObject({
  code: z.string(),
  name: z.string(),
  parentCode: z.nullish(z.string()),
  level: z.nullish(z.number()),
});
export type Area = z.infer<typeof areaSchema>;

/** The areas under a parent ('0': provinces). */
export function areasUnder(parentCode: string) {
  return request({
    path: '/dict/dictArea/get',
    query: { parentCode },
    silent: true,
    loading: false,
    schema: z.array(areaSchema),
  });
}
