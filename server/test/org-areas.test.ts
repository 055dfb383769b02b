/**
 * The organisation's work areas the home offers by role (customers, suppliers, devices): GET /platform/my-permissions
 * lists the open ones, and the customer and supplier screens' calls refuse the others.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { call, fileServer } from './support/harness.js';

const server = fileServer({
  admin1: ['admin', '1001'],
  subadmin: ['subadmin', '1001'],
  member1: ['member', '1001'],
  member2: ['member', '1002'],
  guest: ['guest', '1001'],
});
const tokens = server.tokens;

const areas = async (token: string) =>
  ((await call(server.url, 'GET', '/api/platform/my-permissions', { token })).body.data as { code: string }[])
    .map((p) => p.code)
    .filter((code) => /^(customer|supplier|device):/.test(code));

describe('work areas by role', () => {
  it('opens customers and suppliers to app role holders and admins, devices where a device type names the role', async () => {
    assert.deepEqual(await areas(tokens.admin1), ['customer:manage', 'supplier:manage', 'device:use']);
    assert.deepEqual(await areas(tokens.member1), ['customer:manage', 'supplier:manage', 'device:use']);
    // subadmin is SUB_ADMIN in the apps but only an organisation MEMBER; 1001's device types name ADMIN and MEMBER.
    assert.deepEqual(await areas(tokens.subadmin), ['customer:manage', 'supplier:manage', 'device:use']);
    // guest belongs to 1001 with no role above GUEST in any of its apps.
    assert.deepEqual(await areas(tokens.guest), ['device:use']);
    // 1002 has no device types.
    assert.deepEqual(await areas(tokens.member2), ['customer:manage', 'supplier:manage']);
  });

  it('refuses the customer and supplier screens to a guest, and keeps the pickers readable', async () => {
    const refused = [
      await call(server.url, 'GET', '/api/crm/crmCustomer/customerManagement', { token: tokens.guest }),
      await call(server.url, 'GET', '/api/crm/crmCustomer/c-5005', { token: tokens.guest }),
      await call(server.url, 'POST', '/api/crm/crmCustomer/addOrderUser', { token: tokens.guest, body: { name: '访客客户', customerType: 2, creditRating: 2 } }),
      await call(server.url, 'POST', '/api/srm/supplier', { token: tokens.guest, body: { name: '访客供应商', code: 'SUP-G01' } }),
      await call(server.url, 'PUT', '/api/srm/supplier/s-7001', { token: tokens.guest, body: { contact: '访客' } }),
    ];
    assert.deepEqual(refused.map((r) => r.status), [403, 403, 403, 403, 403]);
    assert.match(refused[0]!.body.message, /管理我的客户/);
    assert.equal((await call(server.url, 'GET', '/api/crm/crmCustomer/findMyCustomer', { token: tokens.guest })).status, 200);
    assert.equal((await call(server.url, 'POST', '/api/srm/supplier', { token: tokens.guest, body: {} })).status, 200);
    assert.equal((await call(server.url, 'GET', '/api/crm/crmCustomer/customerManagement', { token: tokens.member1 })).status, 200);
  });
});
