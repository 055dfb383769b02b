/**
 * Approval calls (spec calls-and-errors.md §7): both engines' task lists, started processes and notifications
 * (merged and flagged by the server), the process history, acting on a task (complete on its engine, add-sign,
 * reassign, withdraw by task), starting a process on its engine, marking a notification read, and the process report
 * pair (read, remove). Shapes:
 * server/README.md "Approval". The lists and history resolve empty on 403 TENANT_REQUIRED and, with the to-do
 * context, on 数据不存在 (spec §8): a task whose record is gone answers null, and the screen says so.
 */
import { z } from 'zod/mini';

import { byEngine, engineCall } from './engine';
import {
  activitySchema,
  activityStatisticsSchema,
  historyTaskSchema,
  instanceFormDataSchema,
  instanceSchema,
  notificationPageSchema,
  orGone,
  processDefinitionSchema,
  processReportSchema,
  startedPageSchema,
  taskDetailSchema,
  taskPageSchema,
} from './schemas/tasks';
import { request, type CallOptions } from './transport';
import { reshapeProcessInstance, v1CompletionCall, v1TaskPayload } from '../domain/engine';

const enc = encodeURIComponent;

export interface TaskListQuery {
  page: number;
  size: number;
  keyword?: string | undefined;
  appId?: string | undefined;
  /** One engine's items only (the merged lists take it as a filter; the older engine's own lists are V1 already). */
  engine?: 'V1' | 'V2' | undefined;
}

const listData = (q: TaskListQuery) => ({
  page: q.page,
  size: q.size,
  ...(q.keyword ? { keyword: q.keyword } : {}),
  ...(q.appId ? { appId: q.appId } : {}),
  ...(q.engine ? { engine: q.engine } : {}),
});
const EMPTY_PAGE = { content: [], totalElements: 0 };
const list = { loading: false, context: 'todo' as const };

/**
 * What the four task lists share: the page query, the page's schema, an empty page where §8 resolves empty, and the
 * to-do context. Each list writes its own path (the call catalogue reads each path where it is written).
 */
const taskPage = (q: TaskListQuery) => ({ query: listData(q), schema: taskPageSchema, empty: EMPTY_PAGE, ...list });

/** GET /bigtable/task/todo: the caller's open tasks of both engines. */
export function todoTasks(q: TaskListQuery) {
  return request({ path: '/bigtable/task/todo', ...taskPage(q) });
}

/** GET /bigtable/task/done. */
export function doneTasks(q: TaskListQuery) {
  return request({ path: '/bigtable/task/done', ...taskPage(q) });
}

/** GET /bigtable/v1/tasks/my-todos: the caller's open tasks of the older engine (the to-do centre's 旧版 filter). */
export function v1TodoTasks(q: TaskListQuery) {
  return request({ path: '/bigtable/v1/tasks/my-todos', ...taskPage({ ...q, engine: undefined }) });
}

/** GET /bigtable/v1/tasks/my-done: the tasks the caller handled on the older engine. */
export function v1DoneTasks(q: TaskListQuery) {
  return request({ path: '/bigtable/v1/tasks/my-done', ...taskPage({ ...q, engine: undefined }) });
}

/** GET /bigtable/v1/process-instances/my-started: the processes the caller started, both engines. */
export function startedProcesses(q: TaskListQuery) {
  return request({
    path: '/bigtable/v1/process-instances/my-started',
    query: listData(q),
    schema: startedPageSchema,
    empty: EMPTY_PAGE,
    ...list,
  });
}

/** GET /bigtable/notifications: CC and result notifications of both engines, with the unread count. */
export function notificationList(q: TaskListQuery) {
  return request({
    path: '/bigtable/notifications',
    query: listData(q),
    schema: notificationPageSchema,
    empty: { ...EMPTY_PAGE, unread: 0 },
    ...list,
  });
}

/** GET /ware-engine-form/notifications: the older engine's own notifications, with their unread count. */
export function v1NotificationList(q: TaskListQuery) {
  return request({
    path: '/ware-engine-form/notifications',
    query: listData({ ...q, engine: undefined }),
    schema: notificationPageSchema,
    empty: { ...EMPTY_PAGE, unread: 0 },
    ...list,
  });
}

/** POST notifications/{id}/read. Silent: a failed mark leaves the item unread, the record still opens. */
export function markNotificationRead(id: string) {
  return request({
    method: 'POST',
    path: `/ware-engine-form/notifications/${enc(id)}/read`,
    data: {},
    schema: z.unknown(),
    silent: true,
    loading: false,
  });
}

/** GET history/task: one task, its node and what the caller may do; null when its record is gone (数据不存在). */
export function taskDetail(taskId: string) {
  return request({
    path: '/ware-engine-form/history/task',
    query: { taskId },
    schema: orGone(taskDetailSchema),
    empty: null,
    context: 'todo',
  });
}

/** GET process-instances/{id}/form-data: the record in task mode (content, each field's access, the form); null when gone. */
export function instanceFormData(processInstanceId: string) {
  return request({
    path: `/ware-engine-form/process-instances/${enc(processInstanceId)}/form-data`,
    schema: orGone(instanceFormDataSchema),
    empty: null,
    context: 'todo',
  });
}

/** The history of one process: the instance (reshaped, §3), its activities and its tasks, in order. */
export async function processHistory(processInstanceId: string) {
  // In the query, as every GET's parameters: WeChat's request puts GET data there too, but only the URL is ours to build.
  const data = { processInstanceId };
  const [instances, activities, tasks] = await Promise.all([
    request({
      path: '/ware-engine-form/history/process-instances',
      query: data,
      schema: z.array(z.unknown()),
      empty: [],
      context: 'todo',
      loading: false,
    }),
    request({
      path: '/ware-engine-form/history/activity-instances',
      query: data,
      schema: z.array(activitySchema),
      empty: [],
      context: 'todo',
      loading: false,
    }),
    request({
      path: '/ware-engine-form/history/tasks',
      query: data,
      schema: z.array(historyTaskSchema),
      empty: [],
      context: 'todo',
      loading: false,
    }),
  ]);
  const first = instances[0];
  const instance = first === undefined ? null : instanceSchema.parse(reshapeProcessInstance(first));
  return { instance, activities, tasks };
}
export type ProcessHistory = Awaited<ReturnType<typeof processHistory>>;

/** GET processes/{id} (id or key): the process a task belongs to, its nodes in order. Silent: the page stays without it. */
export function processDefinition(idOrKey: string) {
  return request({ path: `/ware-engine-form/processes/${enc(idOrKey)}`, schema: processDefinitionSchema, silent: true, loading: false });
}

/** GET history/activity-statistics: per node of one process, its open and finished activities the caller may read. */
export function activityStatistics(appId: string, processKey: string) {
  return request({
    path: '/ware-engine-form/history/activity-statistics',
    query: { appId, processKey },
    schema: activityStatisticsSchema,
    silent: true,
    loading: false,
  });
}

export interface TaskDecision {
  approved: boolean;
  comment?: string;
  /** Field values changed in task mode (the newer engine's `data`, the older engine's `content`). */
  data?: Record<string, unknown>;
  signature?: string;
  rejectTo?: 'initiator' | 'previous';
}

/**
/**
 * Completing a task on its app's engine, as a call the task page makes and the outbox keeps to replay: on the older
 * engine at app-task/{id}/complete (data renamed content) when the node edits the record, else at its
 * task/{id}/complete (domain/engine v1CompletionCall); on the newer at task/{id}/complete. `requestId` is the
 * decision's idempotency key: a replay that arrives twice is taken once (server: 任务已处理 only to another key).
 */
export function completeTaskCall(
  appType: string | null | undefined,
  taskId: string,
  decision: TaskDecision,
  requestId: string,
  editsRecord = true,
): CallOptions {
  const payload = { ...decision, requestId };
  return engineCall(appType, {
    v1: {
      method: 'PUT',
      path: v1CompletionCall(editsRecord) === 'app-task' ? `/app-task/${enc(taskId)}/complete` : `/task/${enc(taskId)}/complete`,
      data: v1TaskPayload(payload),
      schema: z.unknown(),
    },
    current: { method: 'PUT', path: `/task/${enc(taskId)}/complete`, data: payload, schema: z.unknown() },
  }).options;
}

/** POST process-instance/{id}/activity/{aid}/add-sign. */
export function addSign(processInstanceId: string, activityInstanceId: string, userIds: string[]) {
  return request({
    method: 'POST',
    path: `/ware-engine-form/process-instance/${enc(processInstanceId)}/activity/${enc(activityInstanceId)}/add-sign`,
    data: { userIds },
    schema: z.unknown(),
  });
}

/** POST task/re-assignment: hands the caller's task to someone else. */
export function reassignTask(taskId: string, userId: string, comment?: string) {
  return request({
    method: 'POST',
    path: '/ware-engine-form/task/re-assignment',
    data: { taskId, userId, ...(comment ? { comment } : {}) },
    schema: z.unknown(),
  });
}

/** DELETE process-instances/by-task/{id}: the initiator withdraws the process. */
export function withdrawByTask(taskId: string) {
  return request({
    method: 'DELETE',
    path: `/ware-engine-form/process-instances/by-task/${enc(taskId)}`,
    data: {},
    schema: z.unknown(),
  });
}

/** Starts a process on its app's engine for a stored record (processes/key/{key}/start, process-definitions/key/{key}/start). */
export function startProcess(appType: string | null | undefined, key: string, appId: string, dataId: string) {
  const data = { appId, dataId };
  return byEngine(appType, {
    v1: { method: 'POST', path: `/processes/key/${enc(key)}/start`, data, schema: z.unknown() },
    current: { method: 'POST', path: `/process-definitions/key/${enc(key)}/start`, data, schema: z.unknown() },
  });
}

/** GET process-reports/{id}: a process's report (its duration, whether the caller may remove it); null when gone. */
export function processReport(processInstanceId: string) {
  return request({
    path: `/ware-engine-form/process-reports/${enc(processInstanceId)}`,
    schema: orGone(processReportSchema),
    empty: null,
    context: 'todo',
    silent: true,
    loading: false,
  });
}

/** DELETE process-reports/{id}: the initiator removes a finished process from 我发起的 (record and history stay). */
export function removeProcessReport(processInstanceId: string) {
  return request({
    method: 'DELETE',
    path: `/ware-engine-form/process-reports/${enc(processInstanceId)}`,
    data: {},
    schema: z.unknown(),
  });
}
