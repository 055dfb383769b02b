/**
 * CREATE TABLE statements matching `schema.ts` (there is no migration tool in this project: the schema is created
 * on start with IF NOT EXISTS, and `npm run server:reset` recreates the file).
 */

/** Business data: restored to the seed by a reset. */
export const DATA_TABLES = [
  'users',
  'organizations',
  'departments',
  'org_members',
  'positions',
  'join_requests',
  'vip_card_codes',
  'user_vip',
  'apps',
  'forms',
  'views',
  'processes',
  'form_data',
  'form_data_comments',
  'app_roles',
  'role_permissions',
  'app_packages',
  'access_records',
  'membership_cards',
  'memberships',
  'goods',
  'purchases',
  'files',
  'areas',
  'login_logs',
  'sms_codes',
  'wx_sessions',
  'form_submissions',
  'form_drafts',
  'app_variables',
  'serial_counters',
  'process_tasks',
] as const;

export const DDL = `
CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  nickname TEXT NOT NULL,
  picture TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  gender INTEGER NOT NULL DEFAULT 0,
  wx_openid TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS organizations (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  logo TEXT NOT NULL DEFAULT '',
  industry TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  invitation_code TEXT NOT NULL UNIQUE,
  invitation_enabled INTEGER NOT NULL DEFAULT 1,
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS departments (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  name TEXT NOT NULL,
  parent_id TEXT,
  leader_user_id TEXT,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS org_members (
  tenant_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  role TEXT NOT NULL,
  department_id TEXT,
  job_title TEXT NOT NULL DEFAULT '',
  joined_at TEXT NOT NULL,
  PRIMARY KEY (tenant_id, user_id)
);
CREATE TABLE IF NOT EXISTS positions (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  department_id TEXT,
  name TEXT NOT NULL,
  is_leader INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS join_requests (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  message TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  handled_by TEXT,
  handled_at TEXT
);
CREATE TABLE IF NOT EXISTS vip_card_codes (
  code TEXT PRIMARY KEY,
  level TEXT NOT NULL,
  days INTEGER NOT NULL,
  used_by TEXT,
  used_at TEXT
);
CREATE TABLE IF NOT EXISTS user_vip (
  user_id TEXT PRIMARY KEY,
  level TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS apps (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  key TEXT NOT NULL,
  short_code TEXT UNIQUE,
  name TEXT NOT NULL,
  icon TEXT NOT NULL DEFAULT '',
  type TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  access_config TEXT NOT NULL,
  share_config TEXT NOT NULL,
  package_id TEXT,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  UNIQUE (tenant_id, key)
);
CREATE TABLE IF NOT EXISTS forms (
  id TEXT PRIMARY KEY,
  app_id TEXT NOT NULL,
  tenant_id TEXT NOT NULL,
  name TEXT NOT NULL,
  key TEXT NOT NULL,
  definition_publish TEXT NOT NULL,
  definition_latest TEXT NOT NULL,
  field_states TEXT NOT NULL,
  process_key TEXT,
  version INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE IF NOT EXISTS views (
  id TEXT PRIMARY KEY,
  app_id TEXT NOT NULL,
  tenant_id TEXT NOT NULL,
  form_id TEXT NOT NULL,
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  config TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS processes (
  id TEXT PRIMARY KEY,
  app_id TEXT NOT NULL,
  tenant_id TEXT NOT NULL,
  key TEXT NOT NULL,
  name TEXT NOT NULL,
  definition TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS form_data (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  app_id TEXT NOT NULL,
  form_id TEXT NOT NULL,
  code TEXT NOT NULL,
  content TEXT NOT NULL,
  owner_id TEXT NOT NULL,
  created_by TEXT NOT NULL,
  last_modified_by TEXT NOT NULL,
  process_instance_id TEXT,
  status TEXT NOT NULL DEFAULT 'SUBMITTED',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS form_data_form ON form_data (tenant_id, form_id);
CREATE TABLE IF NOT EXISTS form_data_comments (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  app_id TEXT NOT NULL,
  form_id TEXT NOT NULL,
  data_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS form_data_comments_data ON form_data_comments (data_id);
CREATE TABLE IF NOT EXISTS app_roles (
  app_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  role_code TEXT NOT NULL,
  granted_at TEXT NOT NULL,
  PRIMARY KEY (app_id, user_id, role_code)
);
CREATE TABLE IF NOT EXISTS role_permissions (
  id TEXT PRIMARY KEY,
  app_id TEXT NOT NULL,
  role_code TEXT NOT NULL,
  type TEXT NOT NULL,
  business_key TEXT NOT NULL,
  form_id TEXT
);
CREATE INDEX IF NOT EXISTS role_permissions_app ON role_permissions (app_id, role_code);
CREATE TABLE IF NOT EXISTS app_packages (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  icon TEXT NOT NULL DEFAULT '',
  category TEXT NOT NULL,
  apps TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS access_records (
  id TEXT PRIMARY KEY,
  app_id TEXT NOT NULL,
  tenant_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  client_type TEXT NOT NULL,
  view_id TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS membership_cards (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  card_name TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  description TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS memberships (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  card_id TEXT NOT NULL,
  code TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  unlimited INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS goods (
  sku_code TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  name TEXT NOT NULL,
  price INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS purchases (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  sku_code TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS files (
  id TEXT PRIMARY KEY,
  tenant_id TEXT,
  user_id TEXT,
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  data BLOB NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS areas (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  parent_code TEXT NOT NULL,
  level INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS login_logs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL,
  tenant_id TEXT NOT NULL,
  method TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS api_tokens (
  token TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  tenant_id TEXT,
  method TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS oidc_models (
  model TEXT NOT NULL,
  id TEXT NOT NULL,
  payload TEXT NOT NULL,
  grant_id TEXT,
  user_code TEXT,
  uid TEXT,
  expires_at INTEGER,
  PRIMARY KEY (model, id)
);
CREATE INDEX IF NOT EXISTS oidc_models_grant ON oidc_models (grant_id);
CREATE INDEX IF NOT EXISTS oidc_models_uid ON oidc_models (model, uid);
CREATE TABLE IF NOT EXISTS grant_tenants (
  grant_id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS wx_sessions (
  session_key TEXT PRIMARY KEY,
  openid TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sms_codes (
  phone TEXT PRIMARY KEY,
  code TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS form_submissions (
  scope TEXT NOT NULL,
  request_id TEXT NOT NULL,
  data_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (scope, request_id)
);
CREATE TABLE IF NOT EXISTS form_drafts (
  tenant_id TEXT NOT NULL,
  app_id TEXT NOT NULL,
  form_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  engine TEXT NOT NULL,
  content TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (app_id, form_id, user_id, engine)
);
CREATE TABLE IF NOT EXISTS app_variables (
  app_id TEXT NOT NULL,
  tenant_id TEXT NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (app_id, key)
);
CREATE TABLE IF NOT EXISTS serial_counters (
  tenant_id TEXT NOT NULL,
  key TEXT NOT NULL,
  value INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, key)
);
CREATE TABLE IF NOT EXISTS process_tasks (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  app_id TEXT NOT NULL,
  form_id TEXT NOT NULL,
  data_id TEXT NOT NULL,
  process_instance_id TEXT NOT NULL,
  process_key TEXT NOT NULL,
  node_id TEXT NOT NULL,
  name TEXT NOT NULL,
  assignee_id TEXT NOT NULL,
  status TEXT NOT NULL,
  outcome TEXT,
  comment TEXT,
  created_at TEXT NOT NULL,
  completed_at TEXT
);
CREATE INDEX IF NOT EXISTS process_tasks_assignee ON process_tasks (tenant_id, assignee_id, status);
`;
