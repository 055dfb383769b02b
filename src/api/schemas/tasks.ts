// Response schemas of the approval calls (spec calls-and-errors.md §3 "Task lists ... content[] and totalElements",
// "Process instance history"; shapes: server/README.md "Approval"). Tolerant: unknown fields pass, odd values fall
// back, so one bad item never blanks a list.
import { z } from 'zod';

import { idSchema } from './session';

const text = z.string().nullish();
/** A name or key the screens show as is: empty when the server leaves it out or sends something else. */
const label = z.string().catch('');
const flag = z.enum(['V1', 'V2']).catch('V2');

const personSchema = z.looseObject({ id: idSchema, nickname: label, picture: z.string().nullish() });

const listOf = <T extends z.ZodType>(item: T) =>
  z.looseObject({ content: z.array(item).catch([]), totalElements: z.number().int().nonnegative().catch(0) });

/** A to-do or done task (both engines, flagged). */
const taskItemSchema = z.looseObject({
  id: idSchema,
  name: label,
  title: label,
  processName: label,
  kind: z.enum(['APPROVAL', 'ADD_SIGN', 'RESUBMIT']).catch('APPROVAL'),
  status: z.string().catch('TODO'),
  outcome: text,
  comment: text,
  instanceStatus: text,
  engine: flag,
  appId: idSchema,
  appName: label,
  formId: idSchema,
  dataId: idSchema,
  code: text,
  processInstanceId: idSchema,
  startUserName: label,
  createTime: text,
  endTime: text,
});
export type TaskItem = z.infer<typeof taskItemSchema>;
export const taskPageSchema = listOf(taskItemSchema);

/** A process the caller started. */
const startedItemSchema = z.looseObject({
  id: idSchema,
  processInstanceId: idSchema,
  title: label,
  processName: label,
  name: text,
  status: z.string().catch('RUNNING'),
  taskId: idSchema.nullish(),
  engine: flag,
  appId: idSchema,
  appName: label,
  formId: idSchema,
  dataId: idSchema,
  code: text,
  createTime: text,
  endTime: text,
});
export type StartedItem = z.infer<typeof startedItemSchema>;

/** A process report (GET process-reports/{id}): the process as its initiator's 我发起的 keeps it. */
export const processReportSchema = z.looseObject({
  id: idSchema,
  processInstanceId: idSchema,
  processName: label,
  status: z.string().catch('RUNNING'),
  startTime: text,
  endTime: text,
  durationMs: z.number().nullish().catch(null),
  removable: z.boolean().catch(false),
});
export const startedPageSchema = listOf(startedItemSchema);

const notificationItemSchema = z.looseObject({
  id: idSchema,
  kind: z.string().catch('CC'),
  title: label,
  content: label,
  read: z.boolean().catch(false),
  engine: flag,
  appId: idSchema,
  appName: label,
  formId: idSchema,
  dataId: idSchema,
  processInstanceId: idSchema,
  createTime: text,
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;
export const notificationPageSchema = listOf(notificationItemSchema).extend({ unread: z.number().int().nonnegative().catch(0) });

/** Process instance history, reshaped (domain/engine reshapeProcessInstance): startTime, endTime, startUserId, nickName, avatar. */
export const instanceSchema = z.looseObject({
  id: idSchema,
  processName: label,
  processKey: label,
  status: z.string().catch('RUNNING'),
  appId: idSchema,
  formId: idSchema,
  dataId: idSchema,
  startTime: text,
  endTime: text,
  startUserId: idSchema.nullish(),
  nickName: text,
  avatar: text,
});

export const activitySchema = z.looseObject({
  id: idSchema,
  activityId: label,
  activityName: label,
  activityType: z.string().catch('approval'),
  mode: z.string().catch('any'),
  status: z.string().catch('ACTIVE'),
  startedAt: text,
  endAt: text,
});

export const historyTaskSchema = z.looseObject({
  id: idSchema,
  name: label,
  activityInstanceId: label,
  kind: z.string().catch('APPROVAL'),
  status: z.string().catch('TODO'),
  outcome: text,
  comment: text,
  signature: text,
  assignee: personSchema.nullish(),
  delegatedFrom: personSchema.nullish(),
  createTime: text,
  endTime: text,
});

const bool = z.boolean().catch(false);

export const taskDetailSchema = z.looseObject({
  task: historyTaskSchema,
  instance: z.looseObject({ id: idSchema, processName: label, status: z.string().catch('RUNNING') }),
  node: z.looseObject({ id: z.string(), name: label, signature: bool, rejectTo: z.array(z.string()).catch(['initiator']) }),
  actions: z.looseObject({ complete: bool, reject: bool, addSign: bool, reassign: bool, resubmit: bool, withdraw: bool }),
});
export type TaskDetail = z.infer<typeof taskDetailSchema>;

const fieldAccessSchema = z.enum(['edit', 'read', 'hidden']).catch('read');
export type FieldAccess = z.infer<typeof fieldAccessSchema>;

export const instanceFormDataSchema = z.looseObject({
  record: z.looseObject({ id: idSchema, code: text, content: z.record(z.string(), z.unknown()).catch({}), status: text }),
  fields: z.record(z.string(), fieldAccessSchema).catch({}),
  form: z.looseObject({ id: idSchema, name: label, script: z.unknown() }),
  app: z.looseObject({ id: idSchema, name: label, type: z.string().nullish() }),
  instance: z.looseObject({ id: idSchema, processKey: label, status: z.string().catch('RUNNING'), initiator: personSchema.nullish() }),
  taskId: idSchema.nullish(),
});
export type InstanceFormData = z.infer<typeof instanceFormDataSchema>;

/**
 * A single object the to-do context may find gone (spec §8: 数据不存在 resolves there): null. The request layer's
 * resolve-empty answer for a call is its `empty` value, or [] when that is null, so both read as gone.
 */
export const orGone = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === null || (Array.isArray(v) && v.length === 0) ? null : v), schema.nullable());
