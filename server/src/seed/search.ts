/**
 * Seeded search settings. A search is open unless the form's script config or the
 * view it is opened from says `config.searchOpen: false` (the client's rule: src/domain/records/search-open.ts).
 *
 * - all-controls: view `view-all-controls-nosearch` 全部控件(未开放查询), the form's records with the search closed,
 *   visible to ADMIN, SUB_ADMIN and MEMBER. Opening /app/view/search with this viewId shows the search-not-open page.
 */
import type { Db } from '../db/index.js';
import * as t from '../db/schema.js';
import type { RoleCode } from '../db/schema.js';

const SEARCH_CLOSED_VIEW = {
  id: 'view-all-controls-nosearch',
  appId: 'app-all-controls',
  formId: 'form-all-controls',
  tenantId: '1001',
  name: '全部控件(未开放查询)',
} as const;

const ROLES: RoleCode[] = ['ADMIN', 'SUB_ADMIN', 'MEMBER'];

export function seedSearch(db: Db): void {
  const v = SEARCH_CLOSED_VIEW;
  db.insert(t.views)
    .values({ id: v.id, appId: v.appId, tenantId: v.tenantId, formId: v.formId, name: v.name, type: 'list', config: { columns: ['input_title', 'number_amount'], pageSize: 20, searchOpen: false } })
    .run();
  db.insert(t.rolePermissions)
    .values(ROLES.map((roleCode) => ({ id: `${v.id}-perm-${roleCode}`, appId: v.appId, roleCode, type: 'view-permission', businessKey: v.id, formId: v.formId })))
    .run();
}
