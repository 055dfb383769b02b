/**
 * Forms and form data on both engines (spec calls-and-errors.md §7 "Older form engine" and "Newer form
 * engine"). Paths and shapes are the local server's (server/README.md "Forms and form data").
 *
 * A submit carries a `requestId` the caller keeps until the submit succeeds: the server answers a repeat with the
 * first record, so a retry after a timeout or a 500 never creates a duplicate.
 */
import { z } from 'zod/mini';

import { byEngine, engineCall } from './engine';
import { orEmpty } from './swallow';
import { request, type CallOptions } from './transport';

const enc = encodeURIComponent;

const formSchema = z.looseObject({
  id: z.string(),
  appId: z.nullish(z.string()),
  name: z.nullish(z.string()),
  script: z.unknown(),
  fieldStates: z.unknown(),
  canSubmit: z.optional(z.boolean()),
});

export const recordSchema = z.looseObject({
  id: z.string(),
  code: z.nullish(z.string()),
  formId: z.nullish(z.string()),
  appId: z.nullish(z.string()),
  content: z.nullish(z.record(z.string(), z.unknown())),
  data: z.nullish(z.record(z.string(), z.unknown())),
  createdAt: z.nullish(z.string()),
});
export type FormRecordResult = z.infer<typeof recordSchema>;

const draftSchema = z.nullable(
  z.looseObject({ content: z.record(z.string(), z.unknown()), updatedAt: z.nullish(z.string()) }),
);

/** The forms of an app with their scripts and field-state settings (published scripts on both engines). */
export function appForms(appId: string, appType: string | null | undefined) {
  return byEngine(appType, {
    v1: { path: '/forms/published', query: { appId }, schema: z.array(formSchema) },
    current: { path: `/app/${enc(appId)}/form`, schema: z.array(formSchema) },
  });
}

/** One form of the newer engine by id (a link that names its form needs not the app's whole list). The caller says a failure. */
export function formById(formId: string) {
  return request({ path: '/bigtable/form', query: { id: formId }, schema: formSchema, silent: true });
}

export interface SubmitInput {
  appId: string;
  formId: string;
  appType: string | null | undefined;
  content: Record<string, unknown>;
  requestId: string;
  /** Anonymous submission (no token), where the app allows it. */
  anonymous?: boolean;
  /** The record's owner (the form's ownerId control); the submitter when absent. */
  ownerId?: string | undefined;
}

/**
 * The submit of a new record, as a call the form screen makes and the outbox keeps to replay when the network
 * returns: the anonymous address, or the app's engine's. `silent`: the form screen shows the failure itself and keeps
 * the input for a retry.
 */
export function submitCall({ appId, formId, appType, content, requestId, anonymous, ownerId }: SubmitInput): CallOptions<typeof recordSchema> {
  const owner = ownerId ? { ownerId } : {};
  if (anonymous) {
    return {
      method: 'POST',
      path: '/bigtable/anonymous/form-data',
      data: { appId, formId, content, requestId },
      auth: 'anonymous',
      tenant: false,
      silent: true,
      schema: recordSchema,
    };
  }
  return engineCall(appType, {
    v1: { method: 'POST', path: '/data/submit', data: { appId, formId, content, requestId, ...owner }, silent: true, schema: recordSchema },
    current: {
      method: 'POST',
      path: `/application/${enc(appId)}/form/${enc(formId)}/form-data`,
      data: { content, requestId, ...owner },
      silent: true,
      schema: recordSchema,
    },
  }).options;
}

/** Updates a record (edit mode). */
export function updateRecord(
  appId: string,
  formId: string,
  appType: string | null | undefined,
  dataId: string,
  content: Record<string, unknown>,
  ownerId?: string,
) {
  const owner = ownerId ? { ownerId } : {};
  return byEngine(appType, {
    v1: {
      method: 'PUT',
      path: `/data/${enc(dataId)}`,
      data: { id: dataId, formId, content, ...owner },
      silent: true,
      schema: recordSchema,
    },
    current: {
      method: 'PUT',
      path: `/application/${enc(appId)}/form/${enc(formId)}/form-data/${enc(dataId)}`,
      data: { content, ...owner },
      silent: true,
      schema: recordSchema,
    },
  });
}

/**
 * One record (edit mode, newer engine). Made for the form page: a record that no longer exists (404 数据不存在) is
 * the catalogue's form-page modal, not the generic toast.
 */
export function recordById(appId: string, formId: string, dataId: string) {
  return request({
    path: `/bigtable/application/${enc(appId)}/form/${enc(formId)}/form-data/${enc(dataId)}`,
    schema: recordSchema,
    context: 'formInfo',
  });
}

/** The caller's server draft of a form (older draft-data, newer draft-date); null when none. Never toasts. */
export function serverDraft(appId: string, formId: string, appType: string | null | undefined) {
  return byEngine(appType, {
    v1: {
      path: `/draft-data/apps/${enc(appId)}`,
      query: { formId },
      silent: true,
      loading: false,
      schema: draftSchema,
    },
    current: {
      path: `/application/${enc(appId)}/form/${enc(formId)}/draft-date`,
      silent: true,
      loading: false,
      schema: draftSchema,
    },
  });
}

/**
 * Saving the caller's server draft, as a call the form screen makes and the outbox keeps to replay: `requestId` makes
 * a replay that arrives twice write once, and an old save arriving late never overwrites a newer draft.
 */
export function draftSaveCall(
  appId: string,
  formId: string,
  appType: string | null | undefined,
  content: Record<string, unknown>,
  requestId: string,
): CallOptions<typeof draftSchema> {
  return engineCall(appType, {
    v1: {
      method: 'PUT',
      path: `/draft-data/apps/${enc(appId)}`,
      data: { formId, content, requestId },
      silent: true,
      loading: false,
      schema: draftSchema,
    },
    current: {
      method: 'PUT',
      path: `/application/${enc(appId)}/form/${enc(formId)}/draft-date`,
      data: { content, requestId },
      silent: true,
      loading: false,
      schema: draftSchema,
    },
  }).options;
}

const submissionStatusSchema = z.looseObject({
  submitted: z.boolean(),
  count: z.number(),
  lastDataId: z.nullish(z.string()),
  lastSubmittedAt: z.nullish(z.string()),
  canSubmit: z.optional(z.boolean()),
});

/** The fill-status check: has the caller already submitted this form. */
export function submissionStatus(appId: string, formId: string) {
  return request({
    path: '/ware-engine-form/forms/submission-status',
    query: { appId, formId },
    silent: true,
    loading: false,
    schema: submissionStatusSchema,
  });
}

/** Is this value already stored (single-field duplicate check), on the app's engine. */
export function duplicateCheck(path: string, body: Record<string, unknown>) {
  return request({
    method: 'POST',
    path,
    data: body,
    silent: true,
    loading: false,
    schema: z.looseObject({ duplicate: z.boolean() }),
  });
}

/** App variables (the `vari` control). */
export function appVariables(appId: string) {
  return request({
    path: '/ware-engine-form/app-variables',
    query: { appId },
    silent: true,
    loading: false,
    schema: z.array(z.object({ key: z.string(), value: z.string() })),
  });
}

/**
 * One field's read/write state as the platform's field config answers it: the field as `key`, its name as `name`,
 * renamed here to the setting's `id` and `alias` (spec screens-data-rules.md §3).
 */
const fieldConfigSchema = z.pipe(
  z.looseObject({ key: z.string(), name: z.nullish(z.string()) }),
  z.transform(({ key, name, ...state }) => ({ ...state, id: key, alias: name ?? '' })),
);

/**
 * The form read/write state list (params formId, isV1). Spec §7: an empty list on failure, which leaves the states
 * the form's own answer carries.
 */
export function formFieldConfigs(formId: string, isV1: boolean) {
  return orEmpty(
    request({
      path: '/ware-engine-form/form-field-configs',
      query: { formId, isV1: String(isV1) },
      silent: true,
      loading: false,
      schema: z.array(fieldConfigSchema),
    }),
  );
}
