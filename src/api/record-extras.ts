/**
 * The record detail's extras (spec calls-and-errors.md §7, both engines): the record as the detail reads
 * it (collaborators included), change logs, collaborators, copy, custom buttons and functions, print templates.
 * Paths and shapes are the local server's (server/README.md "Record detail extras").
 */
import { z } from 'zod/mini';

import { byEngine } from './engine';
import { request } from './transport';
import { isV1 } from '../domain/engine';

const enc = encodeURIComponent;

export interface RecordTarget {
  appId: string;
  appType: string | null | undefined;
  formId: string;
  dataId: string;
}

const userSchema = z.looseObject({ id: z.string(), nickname: z.nullish(z.string()), picture: z.nullish(z.string()) });

/* ---------- The record ---------- */

/** The raw record (list shape, either engine) plus whether the caller reads it only as a collaborator. */
const detailRecordSchema = z.looseObject({ id: z.string(), collaborator: z.optional(z.boolean()) });
export type DetailRecord = z.infer<typeof detailRecordSchema>;

/**
 * The record for the detail screen. Newer engine: GET .../form-data/{id}/detail; older: POST data with dataIdIn (a
 * list by ids: an id the caller may not read is left out, so an empty answer is null). Silent: the page handles 404.
 */
export async function detailRecord(t: RecordTarget): Promise<DetailRecord | null> {
  if (isV1(t.appType)) {
    const rows = await request({
      method: 'POST',
      path: '/ware-engine-form/data',
      data: { dataIdIn: [t.dataId] },
      silent: true,
      loading: false,
      schema: z.array(detailRecordSchema),
    });
    return rows[0] ?? null;
  }
  return request({
    path: `/bigtable/application/${enc(t.appId)}/form/${enc(t.formId)}/form-data/${enc(t.dataId)}/detail`,
    silent: true,
    loading: false,
    schema: detailRecordSchema,
  });
}

/* ---------- Change log ---------- */

const changeLogSchema = z.looseObject({
  id: z.string(),
  action: z.string(),
  note: z.nullish(z.string()),
  createTime: z.string(),
  user: z.nullish(userSchema),
  changes: z.catch(z.array(z.looseObject({ key: z.string(), before: z.unknown(), after: z.unknown() })), []),
});

export function changeLogs(t: RecordTarget) {
  return byEngine(t.appType, {
    v1: { path: `/data/${enc(t.dataId)}/changelogs`, silent: true, loading: false, schema: z.array(changeLogSchema) },
    current: {
      path: `/application/${enc(t.appId)}/form/${enc(t.formId)}/form-data/${enc(t.dataId)}/changelogs`,
      silent: true,
      loading: false,
      schema: z.array(changeLogSchema),
    },
  });
}

/* ---------- Collaborators ---------- */

const collaboratorSchema = z.looseObject({
  id: z.string(),
  userId: z.string(),
  user: z.nullish(userSchema),
  createTime: z.nullish(z.string()),
});
export type Collaborator = z.infer<typeof collaboratorSchema>;

export function collaborators(t: RecordTarget) {
  return byEngine(t.appType, {
    v1: {
      path: '/collaborators',
      query: { dataId: t.dataId },
      silent: true,
      loading: false,
      schema: z.array(collaboratorSchema),
    },
    current: {
      path: '/form-data/collaboration',
      query: { appId: t.appId, formId: t.formId, dataId: t.dataId },
      silent: true,
      loading: false,
      schema: z.array(collaboratorSchema),
    },
  });
}

/** Invites people (older engine: collaborators save; newer: form-data/invite PUT); answers the whole list. */
export function inviteCollaborators(t: RecordTarget, userIds: string[]) {
  return byEngine(t.appType, {
    v1: {
      method: 'POST',
      path: '/collaborators',
      data: { dataId: t.dataId, userIds },
      schema: z.array(collaboratorSchema),
    },
    current: {
      method: 'PUT',
      path: '/form-data/invite',
      data: { appId: t.appId, formId: t.formId, dataId: t.dataId, userIds },
      schema: z.array(collaboratorSchema),
    },
  });
}

export function removeCollaborator(appType: string | null | undefined, id: string) {
  return byEngine(appType, {
    v1: { method: 'DELETE', path: `/collaborators/${enc(id)}`, data: {}, schema: z.unknown() },
    current: { method: 'DELETE', path: `/form-data/collaboration/${enc(id)}`, data: {}, schema: z.unknown() },
  });
}

const memberSchema = z.looseObject({
  id: z.optional(z.string()),
  userId: z.optional(z.string()),
  nickname: z.nullish(z.string()),
  username: z.nullish(z.string()),
  name: z.nullish(z.string()),
});
export type OrgMember = z.infer<typeof memberSchema>;
/** A member's user id: `userId` on the platform's member lists, `id` where the member is the user. */
export const memberId = (m: OrgMember) => m.userId ?? m.id ?? '';

/** Members of the current organisation (GET /platform/members), for the collaborator picker. */
export function orgMembers(keyword: string) {
  return request({
    path: '/platform/members',
    query: { page: 1, size: 50, ...(keyword ? { keyword } : {}) },
    loading: false,
    schema: z.looseObject({ content: z.array(memberSchema) }),
  });
}

/**
 * Names of the organisation's members by user id (POST /platform/members/batch, calls-and-errors §7 "Platform and
 * organisation"): the people a record names by id only (its owner). Ids that are no member are left out by the
 * server. Silent: a failure leaves them unnamed (the detail shows 未知用户, never an id).
 */
export async function memberNames(ids: readonly string[]): Promise<Map<string, string>> {
  const members = await request({
    method: 'POST',
    path: '/platform/members/batch',
    data: { ids },
    silent: true,
    loading: false,
    schema: z.array(memberSchema),
  });
  const names = new Map<string, string>();
  for (const m of members) {
    const id = memberId(m);
    const name = m.nickname || m.name || m.username;
    if (id && name) names.set(id, name);
  }
  return names;
}

/* ---------- Copy ---------- */

/** Copies the record into a new one of the caller (newer copyData; older data/{id}/copy); answers the new record. */
export function copyRecord(t: RecordTarget) {
  return byEngine(t.appType, {
    v1: { method: 'POST', path: `/data/${enc(t.dataId)}/copy`, data: {}, schema: z.looseObject({ id: z.string() }) },
    current: {
      method: 'POST',
      path: `/application/${enc(t.appId)}/form/${enc(t.formId)}/copyData`,
      data: { dataId: t.dataId },
      schema: z.looseObject({ id: z.string() }),
    },
  });
}

/* ---------- Custom buttons and functions ---------- */

const customButtonSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  funcKey: z.string(),
  operation: z.nullish(z.string()),
});
export type CustomButton = z.infer<typeof customButtonSchema>;

export function customButtons(t: Omit<RecordTarget, 'dataId'>) {
  return byEngine(t.appType, {
    v1: {
      path: '/custom-buttons',
      query: { formId: t.formId },
      silent: true,
      loading: false,
      schema: z.array(customButtonSchema),
    },
    current: {
      path: `/application/${enc(t.appId)}/form/${enc(t.formId)}/custom-buttons`,
      silent: true,
      loading: false,
      schema: z.array(customButtonSchema),
    },
  });
}

const functionResultSchema = z.looseObject({ message: z.nullish(z.string()), record: z.optional(z.unknown()) });

/** Runs a button's function on the record: older funcs/{key}/exec, newer /func/appFunction/execute. */
export function runFunction(t: RecordTarget, funcKey: string) {
  if (isV1(t.appType)) {
    return request({
      method: 'POST',
      path: `/ware-engine-form/funcs/${enc(funcKey)}/exec`,
      data: { formId: t.formId, dataId: t.dataId },
      schema: functionResultSchema,
    });
  }
  return request({
    method: 'POST',
    path: '/func/appFunction/execute',
    data: { appId: t.appId, formId: t.formId, dataId: t.dataId, funcKey },
    schema: functionResultSchema,
  });
}

/* ---------- Print ---------- */

const printTemplateSchema = z.looseObject({ id: z.string(), name: z.string() });
export type PrintTemplate = z.infer<typeof printTemplateSchema>;

export function printTemplates(t: Omit<RecordTarget, 'dataId'>) {
  return byEngine(t.appType, {
    v1: {
      path: '/templates',
      query: { formId: t.formId },
      silent: true,
      loading: false,
      schema: z.array(printTemplateSchema),
    },
    current: {
      path: `/application/${enc(t.appId)}/form/${enc(t.formId)}/print-templates`,
      silent: true,
      loading: false,
      schema: z.array(printTemplateSchema),
    },
  });
}

const printedFileSchema = z.looseObject({
  fileId: z.string(),
  name: z.string(),
  url: z.string(),
  downloadUrl: z.string(),
});
export type PrintedFile = z.infer<typeof printedFileSchema>;

/** Renders the record with a template into a PDF file (older templates/{id}/render; newer print-templates pdf). */
export function printRecord(t: RecordTarget, templateId: string) {
  return byEngine(t.appType, {
    v1: {
      method: 'POST',
      path: `/templates/${enc(templateId)}/render`,
      data: { dataId: t.dataId },
      schema: printedFileSchema,
    },
    current: {
      method: 'POST',
      path: `/application/${enc(t.appId)}/form/${enc(t.formId)}/print-templates/${enc(templateId)}/pdf`,
      data: { dataId: t.dataId },
      schema: printedFileSchema,
    },
  });
}
