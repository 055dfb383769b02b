// Response schemas of the approval calls (spec calls-and-errors.md §3 "Task lists ... content[] and totalElements",
// "Process instance history"; shapes: server/README.md "Approval"). Tolerant: unknown fields pass, odd values fall
// back, so one bad item never blanks a list.
import { z } from 'zod/mini';

import { idSchema } from './session';

const text = z.nullish(z.string());
/** A name or key the screens show as is: empty when the server leaves it out or sends something else. */
const label = z.catch(z.string(), '');
const flag = z.catch(z.enum(['V1', 'V2']), 'V2');

const personSchema = z.looseObject({ id: idSchema, nickname: label, picture: z.nullish(z.string()) });

const listOf = <T extends z.ZodMiniType>(item: T) =>
  z.looseObject({ content: z.catch(z.array(item), []), totalElements: z.catch(z.int().check(z.nonnegative()), 0) });

/** A to-do or done task (both engines, flagged). */
const taskItemSchema = z.looseObject({
  id: idSchema,
  name: label,
  title: label,
  processName: label,
  kind: z.catch(z.enum(['APPROVAL', 'ADD_SIGN', 'RESUBMIT']), 'APPROVAL'),
  status: z.catch(z.string(), 'TODO'),
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
  status: z.catch(z.string(), 'RUNNING'),
  taskId: z.nullish(idSchema),
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
  status: z.catch(z.string(), 'RUNNING'),
  startTime: text,
  endTime: text,
  durationMs: z.catch(z.nullish(z.number()), null),
  removable: z.catch(z.boolean(), false),
});
export const startedPageSchema = listOf(startedItemSchema);

const notificationItemSchema = z.looseObject({
  id: idSchema,
  kind: z.catch(z.string(), 'CC'),
  title: label,
  content: label,
  read: z.catch(z.boolean(), false),
  engine: flag,
  appId: idSchema,
  appName: label,
  formId: idSchema,
  dataId: idSchema,
  processInstanceId: idSchema,
  createTime: text,
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;
export const notificationPageSchema = z.extend(listOf(notificationItemSchema), {
  unread: z.catch(z.int().check(z.nonnegative()), 0),
});

/** Process instance history, reshaped (domain/engine reshapeProcessInstance): startTime, endTime, startUserId, nickName, avatar. */
export const instanceSchema = z.looseObject({
  id: idSchema,
  processName: label,
  processKey: label,
  status: z.catch(z.string(), 'RUNNING'),
  appId: idSchema,
  formId: idSchema,
  dataId: idSchema,
  startTime: text,
  endTime: text,
  startUserId: z.nullish(idSchema),
  nickName: text,
  avatar: text,
});

export const activitySchema = z.looseObject({
  id: idSchema,
  activityId: label,
  activityName: label,
  activityType: z.catch(z.string(), 'approval'),
  mode: z.catch(z.string(), 'any'),
  status: z.catch(z.string(), 'ACTIVE'),
  startedAt: text,
  endAt: text,
});

export const historyTaskSchema = z.looseObject({
  id: idSchema,
  name: label,
  activityInstanceId: label,
  kind: z.catch(z.string(), 'APPROVAL'),
  status: z.catch(z.string(), 'TODO'),
  outcome: text,
  comment: text,
  signature: text,
  assignee: z.nullish(personSchema),
  delegatedFrom: z.nullish(personSchema),
  createTime: text,
  endTime: text,
});

const bool = z.catch(z.boolean(), false);

export const taskDetailSchema = z.looseObject({
  task: historyTaskSchema,
  instance: z.looseObject({ id: idSchema, processName: label, status: z.catch(z.string(), 'RUNNING') }),
  node: z.looseObject({
    id: z.string(),
    name: label,
    signature: bool,
    rejectTo: z.catch(z.array(z.string()), ['initiator']),
  }),
  actions: z.looseObject({
    complete: bool,
    reject: bool,
    addSign: bool,
    reassign: bool,
    resubmit: bool,
    withdraw: bool,
  }),
});
export type TaskDetail = z.infer<typeof taskDetailSchema>;

const fieldAccessSchema = z.catch(z.enum(['edit', 'read', 'hidden']), 'read');
export type FieldAccess = z.infer<typeof fieldAccessSchema>;

export const instanceFormDataSchema = z.looseObject({
  record: z.looseObject({
    id: idSchema,
    code: text,
    content: z.catch(z.record(z.string(), z.unknown()), {}),
    status: text,
  }),
  fields: z.catch(z.record(z.string(), fieldAccessSchema), {}),
  form: z.looseObject({ id: idSchema, name: label, script: z.unknown() }),
  app: z.looseObject({ id: idSchema, name: label, type: z.nullish(z.string()) }),
  instance: z.looseObject({
    id: idSchema,
    processKey: label,
    status: z.catch(z.string(), 'RUNNING'),
    initiator: z.nullish(personSchema),
  }),
  taskId: z.nullish(idSchema),
});
export type InstanceFormData = z.infer<typeof instanceFormDataSchema>;

/**
 * A single object the to-do context may find gone (spec §8: 数据不存在 resolves there): null. The request layer's
 * resolve-empty answer for a call is its `empty` value, or [] when that is null, so both read as gone.
 */
export const orGone = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((v) => (v === null || (Array.isArray(v) && v.length === 0) ? null : v)),
    z.nullable(schema),
  );

/** A process definition (GET processes/{id}): its nodes in order, as the task page lists them. */
export const processDefinitionSchema = z.looseObject({
  id: idSchema,
  key: label,
  name: label,
  appId: idSchema,
  nodes: z.catch(
    z.array(z.looseObject({ id: z.string(), name: label, type: z.catch(z.string(), 'approval'), mode: z.nullish(z.string()), signature: z.catch(z.nullish(z.boolean()), null) })),
    [],
  ),
});

const countSchema = z.catch(z.int().check(z.nonnegative()), 0);
/** history/activity-statistics: per node, its open activities (`instances`) and those over, in the processes the caller may read. */
export const activityStatisticsSchema = z.catch(
  z.array(z.looseObject({ id: z.string(), name: label, type: z.catch(z.string(), 'approval'), instances: countSchema, finished: countSchema })),
  [],
);
