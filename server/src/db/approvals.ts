/**
 * The approval engine's history: process instances, their activity instances (one per node reached, again when a
 * rejection sends the process back to it) and the notifications it sends (CC and results). The tasks themselves are
 * `process_tasks` in schema.ts. Part of the one schema (re-exported by schema.ts).
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** RUNNING until the end node; REJECTED while returned to the initiator; WITHDRAWN when the initiator took it back. */
export type InstanceStatus = 'RUNNING' | 'COMPLETED' | 'REJECTED' | 'WITHDRAWN';

export const processInstances = sqliteTable(
  'process_instances',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull(),
    formId: text('form_id').notNull(),
    dataId: text('data_id').notNull(),
    processKey: text('process_key').notNull(),
    processName: text('process_name').notNull(),
    initiatorId: text('initiator_id').notNull(),
    status: text('status').$type<InstanceStatus>().notNull(),
    /** The node the process waits at (the start node while returned to the initiator); null once finished. */
    currentNodeId: text('current_node_id'),
    startedAt: text('started_at').notNull(),
    finishedAt: text('finished_at'),
    /** When the initiator removed the process report (DELETE process-reports/{id}): gone from 我发起的, history kept. */
    reportRemovedAt: text('report_removed_at'),
  },
  (t) => [index('process_instances_initiator').on(t.tenantId, t.initiatorId), index('process_instances_data').on(t.dataId)],
);

/** ACTIVE while its tasks are open; then COMPLETED (approved), REJECTED, or CANCELLED (withdrawn). */
export type ActivityStatus = 'ACTIVE' | 'COMPLETED' | 'REJECTED' | 'CANCELLED';

export const activityInstances = sqliteTable(
  'activity_instances',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    processInstanceId: text('process_instance_id').notNull(),
    nodeId: text('node_id').notNull(),
    name: text('name').notNull(),
    type: text('type').$type<'start' | 'approval' | 'end'>().notNull(),
    /** Countersign mode of an approval node: any one assignee decides, or all must approve. */
    mode: text('mode').$type<'any' | 'all'>().notNull(),
    status: text('status').$type<ActivityStatus>().notNull(),
    startedAt: text('started_at').notNull(),
    endAt: text('end_at'),
    /** Insertion order: activities of one instance started in the same instant keep their order. */
    seq: integer('seq').notNull(),
  },
  (t) => [index('activity_instances_instance').on(t.processInstanceId)],
);

export const notifications = sqliteTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: text('user_id').notNull(),
    /** CC: copied on a node or the process; RESULT: the initiator's process was approved, rejected or withdrawn. */
    kind: text('kind').$type<'CC' | 'RESULT'>().notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    appId: text('app_id').notNull(),
    formId: text('form_id').notNull(),
    dataId: text('data_id').notNull(),
    processInstanceId: text('process_instance_id').notNull(),
    read: integer('read', { mode: 'boolean' }).notNull(),
    createdAt: text('created_at').notNull(),
    readAt: text('read_at'),
  },
  (t) => [index('notifications_user').on(t.tenantId, t.userId)],
);
