/**
 * The platform's tables (drizzle): the one description of the database. `schema.sql` (the CREATE statements run at
 * start) is generated from it by `npm run db:ddl`; test/schema.test.ts fails when the two disagree. The tables of a
 * few services live in their own modules (cms, crm, orders, record-extras) and are part of this schema through the
 * re-exports at the end.
 *
 * Ids are strings everywhere (users, organisations, apps, forms ...): the client treats them as opaque.
 * Times are ISO 8601 strings unless the column name ends in `At` and holds epoch seconds (token stores).
 */
import { sql } from 'drizzle-orm';
import { blob, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

export type RoleCode = 'ADMIN' | 'SUB_ADMIN' | 'MEMBER' | 'GUEST';
export type OrgRole = 'ADMIN' | 'MEMBER';

/** spec screens-data-rules.md §3 "App access config". */
export interface AccessConfig {
  accessDeniedMessage: string;
  /** 'H5' and/or 'WEAPP'. */
  clientTypes: string[];
  closingAccess: boolean;
  onlySupportOrganization: boolean;
  timeInterval: { startAt: string; endAt: string } | null;
  whiteListTypes: ('MEMBER' | 'SKU')[];
  needAuth: boolean;
  onlyWhiteList: boolean;
  memberCardIds: string[];
  /** Guest mode: people without a role in the app may open it. */
  ifPublic: boolean;
  /** Goods (sku codes) of the goods whitelist. */
  ids: string[];
}

export interface ShareConfig {
  title: string;
  description: string;
  icon: string;
}

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  nickname: text('nickname').notNull(),
  picture: text('picture').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  gender: integer('gender').notNull().default(0),
  /** The WeChat openid bound to this account (development codes `dev-wx-<username>` map to it). */
  wxOpenid: text('wx_openid'),
  createdAt: text('created_at').notNull(),
});

export const organizations = sqliteTable('organizations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull().default(''),
  industry: text('industry').notNull().default(''),
  description: text('description').notNull().default(''),
  invitationCode: text('invitation_code').notNull().unique(),
  invitationEnabled: integer('invitation_enabled', { mode: 'boolean' }).notNull().default(true),
  createdBy: text('created_by').notNull(),
  createdAt: text('created_at').notNull(),
});

export const departments = sqliteTable('departments', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  name: text('name').notNull(),
  parentId: text('parent_id'),
  leaderUserId: text('leader_user_id'),
  sort: integer('sort').notNull().default(0),
});

export const orgMembers = sqliteTable(
  'org_members',
  {
    tenantId: text('tenant_id').notNull(),
    userId: text('user_id').notNull(),
    role: text('role').$type<OrgRole>().notNull(),
    departmentId: text('department_id'),
    jobTitle: text('job_title').notNull().default(''),
    joinedAt: text('joined_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);

export const positions = sqliteTable('positions', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  userId: text('user_id').notNull(),
  departmentId: text('department_id'),
  name: text('name').notNull(),
  isLeader: integer('is_leader', { mode: 'boolean' }).notNull().default(false),
});

export const joinRequests = sqliteTable('join_requests', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  userId: text('user_id').notNull(),
  message: text('message').notNull().default(''),
  status: text('status').$type<'PENDING' | 'APPROVED' | 'REJECTED'>().notNull(),
  createdAt: text('created_at').notNull(),
  handledBy: text('handled_by'),
  handledAt: text('handled_at'),
});

export const vipCardCodes = sqliteTable('vip_card_codes', {
  code: text('code').primaryKey(),
  level: text('level').notNull(),
  days: integer('days').notNull(),
  usedBy: text('used_by'),
  usedAt: text('used_at'),
});

export const userVip = sqliteTable('user_vip', {
  userId: text('user_id').primaryKey(),
  level: text('level').notNull(),
  expiresAt: text('expires_at').notNull(),
});

export const apps = sqliteTable(
  'apps',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    /** The app key, unique within a tenant (`/ware-engine/apps/key/{key}?tenantId=`). */
    key: text('key').notNull(),
    /** Global short code (`/shortener/{code}`, the `/{code}` deep link). */
    shortCode: text('short_code').unique(),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    /** A type containing 'V1' marks the older form engine. */
    type: text('type').notNull(),
    description: text('description').notNull().default(''),
    accessConfig: text('access_config', { mode: 'json' }).$type<AccessConfig>().notNull(),
    shareConfig: text('share_config', { mode: 'json' }).$type<ShareConfig>().notNull(),
    packageId: text('package_id'),
    sort: integer('sort').notNull().default(0),
    createdAt: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('apps_tenant_key').on(t.tenantId, t.key)],
);

export const forms = sqliteTable('forms', {
  id: text('id').primaryKey(),
  appId: text('app_id').notNull(),
  tenantId: text('tenant_id').notNull(),
  name: text('name').notNull(),
  key: text('key').notNull(),
  /** The published form script (layout), spec §3 "Form script". */
  definitionPublish: text('definition_publish', { mode: 'json' }).$type<unknown>().notNull(),
  /** The latest (draft) form script. */
  definitionLatest: text('definition_latest', { mode: 'json' }).$type<unknown>().notNull(),
  /** Field-state settings: [{ id, fieldLinkage, addState, editState }]. */
  fieldStates: text('field_states', { mode: 'json' }).$type<unknown[]>().notNull(),
  processKey: text('process_key'),
  version: integer('version').notNull().default(1),
});

export const views = sqliteTable('views', {
  id: text('id').primaryKey(),
  appId: text('app_id').notNull(),
  tenantId: text('tenant_id').notNull(),
  formId: text('form_id').notNull(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  config: text('config', { mode: 'json' }).$type<unknown>().notNull(),
});

export const processes = sqliteTable('processes', {
  id: text('id').primaryKey(),
  appId: text('app_id').notNull(),
  tenantId: text('tenant_id').notNull(),
  key: text('key').notNull(),
  name: text('name').notNull(),
  definition: text('definition', { mode: 'json' }).$type<unknown>().notNull(),
});

export const formData = sqliteTable(
  'form_data',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull(),
    formId: text('form_id').notNull(),
    code: text('code').notNull(),
    content: text('content', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    ownerId: text('owner_id').notNull(),
    createdBy: text('created_by').notNull(),
    lastModifiedBy: text('last_modified_by').notNull(),
    processInstanceId: text('process_instance_id'),
    status: text('status').notNull().default('SUBMITTED'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  // The record list reads a form's rows in the order of its default sorts (the times in UTC to the second, then id, as
  // data/record-list/ sorts them); the columns of the read rule after them let it count without opening the rows.
  (t) => [
    index('form_data_form').on(t.tenantId, t.formId),
    index('form_data_by_created').on(
      t.tenantId,
      t.formId,
      sql`datetime(${t.createdAt})`,
      t.id,
      t.appId,
      t.status,
      t.ownerId,
      t.createdBy,
    ),
    index('form_data_by_updated').on(t.tenantId, t.formId, sql`datetime(${t.updatedAt})`, t.id),
  ],
);

/**
 * Approval tasks of running processes (spec §3 task lists, home counters todo/done). One row per assignee of an
 * activity (approvals/add-sign) or for the initiator of a returned process (resubmit); rows the process no longer
 * needs (the others of an any-one node, a withdrawn process) become CANCELLED, which no list shows.
 */
export const processTasks = sqliteTable(
  'process_tasks',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull(),
    formId: text('form_id').notNull(),
    dataId: text('data_id').notNull(),
    processInstanceId: text('process_instance_id').notNull(),
    processKey: text('process_key').notNull(),
    nodeId: text('node_id').notNull(),
    name: text('name').notNull(),
    assigneeId: text('assignee_id').notNull(),
    /** TODO until completed, then DONE; CANCELLED when the process no longer needs it. */
    status: text('status').$type<'TODO' | 'DONE' | 'CANCELLED'>().notNull(),
    /** Once DONE: APPROVED, REJECTED, or REASSIGNED (handed to someone else, see the new row's delegatedFrom). */
    outcome: text('outcome').$type<'APPROVED' | 'REJECTED' | 'REASSIGNED'>(),
    comment: text('comment'),
    createdAt: text('created_at').notNull(),
    completedAt: text('completed_at'),
    /** APPROVAL (an assignee of the node), ADD_SIGN (added by an assignee), RESUBMIT (the initiator, after a rejection). */
    kind: text('kind').$type<'APPROVAL' | 'ADD_SIGN' | 'RESUBMIT'>().notNull().default('APPROVAL'),
    /** The activity instance (approvals/activity_instances) the task belongs to. */
    activityId: text('activity_id').notNull().default(''),
    /** Who added (add-sign) or handed over (reassign) this task. */
    delegatedFrom: text('delegated_from'),
    /** The handwritten signature given with an approval (a PNG data URL). */
    signature: text('signature'),
  },
  (t) => [index('process_tasks_assignee').on(t.tenantId, t.assigneeId, t.status)],
);

/** Comments on a form record (formDataComment). */
export const formDataComments = sqliteTable(
  'form_data_comments',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull(),
    formId: text('form_id').notNull(),
    dataId: text('data_id').notNull(),
    userId: text('user_id').notNull(),
    content: text('content').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('form_data_comments_data').on(t.dataId)],
);

export const appRoles = sqliteTable(
  'app_roles',
  {
    appId: text('app_id').notNull(),
    userId: text('user_id').notNull(),
    roleCode: text('role_code').$type<RoleCode>().notNull(),
    grantedAt: text('granted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.userId, t.roleCode] })],
);

export const rolePermissions = sqliteTable(
  'role_permissions',
  {
    id: text('id').primaryKey(),
    appId: text('app_id').notNull(),
    roleCode: text('role_code').$type<RoleCode>().notNull(),
    /** form-operation-permission | form-field-permission | form-details-permission | view-permission | data-list-permission */
    type: text('type').notNull(),
    businessKey: text('business_key').notNull(),
    formId: text('form_id'),
  },
  (t) => [index('role_permissions_app').on(t.appId, t.roleCode)],
);

export const appPackages = sqliteTable('app_packages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  icon: text('icon').notNull().default(''),
  category: text('category').notNull(),
  /** App templates: [{ key, name, type, icon, description }]. */
  apps: text('apps', { mode: 'json' }).$type<PackageAppTemplate[]>().notNull(),
});

export interface PackageAppTemplate {
  key: string;
  name: string;
  type: string;
  icon: string;
  description: string;
}

export const accessRecords = sqliteTable('access_records', {
  id: text('id').primaryKey(),
  appId: text('app_id').notNull(),
  tenantId: text('tenant_id').notNull(),
  userId: text('user_id').notNull(),
  clientType: text('client_type').notNull(),
  viewId: text('view_id'),
  createdAt: text('created_at').notNull(),
});

export const membershipCards = sqliteTable('membership_cards', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  cardName: text('card_name').notNull(),
  /** 1 valid, 0 invalid (spec §4). */
  status: integer('status').notNull().default(1),
  description: text('description').notNull().default(''),
});

export const memberships = sqliteTable('memberships', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  userId: text('user_id').notNull(),
  cardId: text('card_id').notNull(),
  code: text('code').notNull(),
  customerId: text('customer_id').notNull(),
  unlimited: integer('unlimited', { mode: 'boolean' }).notNull().default(false),
  createdAt: text('created_at').notNull(),
});

export const goods = sqliteTable('goods', {
  skuCode: text('sku_code').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  name: text('name').notNull(),
  price: integer('price').notNull(),
});

export const purchases = sqliteTable('purchases', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  userId: text('user_id').notNull(),
  skuCode: text('sku_code').notNull(),
  createdAt: text('created_at').notNull(),
});

export const files = sqliteTable('files', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id'),
  userId: text('user_id'),
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: blob('data', { mode: 'buffer' }).notNull(),
  createdAt: text('created_at').notNull(),
});

export const areas = sqliteTable('areas', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  parentCode: text('parent_code').notNull(),
  level: integer('level').notNull(),
});

export const loginLogs = sqliteTable('login_logs', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  userId: text('user_id').notNull(),
  tenantId: text('tenant_id').notNull(),
  method: text('method').notNull(),
  createdAt: text('created_at').notNull(),
});

/* ---- identity and session stores (kept by a data reset) ---- */

/** The platform's own session tokens (password, WeChat and mini-program logins). */
export const apiTokens = sqliteTable('api_tokens', {
  token: text('token').primaryKey(),
  userId: text('user_id').notNull(),
  tenantId: text('tenant_id'),
  method: text('method').notNull(),
  /** epoch seconds */
  expiresAt: integer('expires_at').notNull(),
  createdAt: text('created_at').notNull(),
});

/**
 * Refresh credentials of platform sessions (account login, organisation sessions): the client renews its session
 * token with one (POST /auth/token/refresh). Stored as the SHA-256 of the credential, never the credential itself.
 * Each use rotates it (`usedAt` set, a successor issued in the same `family`); a used one presented again ends the
 * whole family, as a stolen copy would be.
 */
export const sessionRefreshTokens = sqliteTable('session_refresh_tokens', {
  hash: text('hash').primaryKey(),
  family: text('family').notNull(),
  userId: text('user_id').notNull(),
  tenantId: text('tenant_id'),
  method: text('method').notNull(),
  /** epoch seconds */
  expiresAt: integer('expires_at').notNull(),
  usedAt: text('used_at'),
  createdAt: text('created_at').notNull(),
});

/** oidc-provider's models (sessions, interactions, grants, codes, tokens), one row per artifact. */
export const oidcModels = sqliteTable(
  'oidc_models',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: text('payload', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    /** epoch seconds; null = no expiry */
    expiresAt: integer('expires_at'),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_models_grant').on(t.grantId),
    index('oidc_models_uid').on(t.model, t.uid),
  ],
);

/** The organisation a grant currently works in (set by authorize tenant_id / scene and by refresh with tenant_id). */
export const grantTenants = sqliteTable('grant_tenants', {
  grantId: text('grant_id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
});

export const wxSessions = sqliteTable('wx_sessions', {
  sessionKey: text('session_key').primaryKey(),
  openid: text('openid').notNull(),
  expiresAt: integer('expires_at').notNull(),
});

export const smsCodes = sqliteTable('sms_codes', {
  phone: text('phone').primaryKey(),
  code: text('code').notNull(),
  /** epoch milliseconds */
  sentAt: integer('sent_at').notNull(),
  expiresAt: integer('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
});

export const meta = sqliteTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/* ---- forms and form data ---- */

/** Idempotency of submits: the first result of a `requestId` is returned again on a retry. */
export const formSubmissions = sqliteTable(
  'form_submissions',
  {
    /** `user:{id}:form:{formId}` for a signed-in caller, `anon:{appId}:form:{formId}` for anonymous submits. */
    scope: text('scope').notNull(),
    requestId: text('request_id').notNull(),
    dataId: text('data_id').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.requestId] })],
);

/** Server drafts: one per user, app, form and engine (older `draft-data`, newer `draft-date`). */
export const formDrafts = sqliteTable(
  'form_drafts',
  {
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull(),
    formId: text('form_id').notNull(),
    userId: text('user_id').notNull(),
    engine: text('engine').$type<'V1' | 'BIGTABLE'>().notNull(),
    content: text('content', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.formId, t.userId, t.engine] })],
);

/** App variables (the `vari` control reads them). */
export const appVariables = sqliteTable(
  'app_variables',
  {
    appId: text('app_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.key] })],
);

/** Serial counters: record codes (`code:{formId}`) and serial-number rules (`sno:{ruleKey}`), per organisation. */
export const serialCounters = sqliteTable(
  'serial_counters',
  {
    tenantId: text('tenant_id').notNull(),
    key: text('key').notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

/* ---- the services' own table modules: part of the one schema ---- */

export * from './cms.js';
export * from './crm.js';
export * from './orders.js';
export * from './record-extras.js';
export * from './analysis.js';
export * from './portal.js';
export * from './team.js';
export * from './approvals.js';
export * from './certification.js';
export * from './gaode.js';
export * from './devices.js';
export * from './notify.js';
export * from './form-association.js';
