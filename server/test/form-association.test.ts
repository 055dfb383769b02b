/**
 * Form association on the newer engine (routes/form-association.ts): the associations of a form (query), a record's
 * rows (the associated-data fetch), linking records (dataSave), removing a row (delete), and what the picker's form-data
 * query (routes/records.ts) lists of the seeded registers, each through the read rule. Seed: seed/form-association.ts (ticket 1 linked to the member's
 * register 1 and to the subadmin's register 3).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { call, fileServer } from './support/harness.js';

const server = fileServer({ admin: ['admin', '1001'], subadmin: ['subadmin', '1001'], member: ['member', '1001'], guest: ['guest', '1001'] });
const tokens = server.tokens;
const ASSOC = 'assoc-tickets-quiet';
const TICKET = { appId: 'app-tickets', formId: 'form-tickets' };

type Row = { formAssociationId: string; data: { id: string; code: string; data: Record<string, unknown> } };
const rowsOf = async (token: string, dataId = 'data-tickets-1') => {
  const res = await call(server.url, 'GET', '/api/bigtable/form-association/data', { token, query: { ...TICKET, dataId } });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return (res.body.data.formAssociationDataMap[ASSOC] as Row[]).map((r) => r.data.id);
};
const save = (token: string, dataId: string, associatedDataIds: string[]) =>
  call(server.url, 'POST', '/api/bigtable/form-association/dataSave', { token, body: { formAssociationId: ASSOC, dataId, associatedDataIds } });

describe('form association', () => {
  it('query names the associations of a form to whoever may open its app', async () => {
    const res = await call(server.url, 'GET', '/api/bigtable/form-association/query', { token: tokens.member, query: TICKET });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.data, [
      { id: ASSOC, name: '关联登记', appId: 'app-tickets', formId: 'form-tickets', associatedAppId: 'app-quiet', associatedFormId: 'form-quiet', associatedFormName: '登记表' },
    ]);
    assert.equal((await call(server.url, 'GET', '/api/bigtable/form-association/query', { token: tokens.guest, query: TICKET })).status, 403);
    assert.equal((await call(server.url, 'GET', '/api/bigtable/form-association/query', { query: TICKET })).status, 401);
  });

  it('the associated-data fetch leaves out rows the caller may not read, and needs the record readable', async () => {
    assert.deepEqual(await rowsOf(tokens.admin), ['data-quiet-1', 'data-quiet-3']);
    assert.deepEqual(await rowsOf(tokens.member), ['data-quiet-1'], 'the subadmin\'s register is not the member\'s to read');
    const res = await call(server.url, 'GET', '/api/bigtable/form-association/data', { token: tokens.member, query: { ...TICKET, dataId: 'data-tickets-1' } });
    const [row] = res.body.data.formAssociationDataMap[ASSOC] as Row[];
    assert.equal(row!.formAssociationId, 'assoc-row-1');
    assert.equal(row!.data.code, 'QUIET-2026-0001');
    assert.equal(row!.data.data.input_subject, '访客登记');
    const foreign = await call(server.url, 'GET', '/api/bigtable/form-association/data', { token: tokens.member, query: { ...TICKET, dataId: 'data-tickets-2' } });
    assert.equal(foreign.status, 403);
    const missing = await call(server.url, 'GET', '/api/bigtable/form-association/data', { token: tokens.member, query: { ...TICKET, dataId: 'nope' } });
    assert.equal(missing.status, 404);
  });

  it('the picker\'s form-data query lists only the associated form\'s records the caller may read', async () => {
    const q = (token: string, query: Record<string, string>) => call(server.url, 'GET', '/api/bigtable/application/app-quiet/form/form-quiet/form-data/query', { token, query });
    const mine = await q(tokens.member, { page: '1', size: '10', isQueryField: '0' });
    assert.equal(mine.status, 200, JSON.stringify(mine.body));
    assert.deepEqual(mine.body.data.content.map((r: { id: string }) => r.id).sort(), ['data-quiet-1', 'data-quiet-2']);
    assert.equal(mine.body.data.totalElements, 2);
    assert.equal((await q(tokens.admin, { page: '1', size: '10' })).body.data.totalElements, 3);
    assert.equal((await q(tokens.guest, {})).status, 403);
  });

  it('dataSave links readable records with edit rights on the record; delete removes a row, asked by an editor', async () => {
    // The subadmin's register is not the member's to read: linking it would show it.
    assert.equal((await save(tokens.member, 'data-tickets-1', ['data-quiet-3'])).status, 403);
    // A record the member may not read (the subadmin's ticket) is not theirs to link from.
    assert.equal((await save(tokens.member, 'data-tickets-2', ['data-quiet-2'])).status, 403);
    // A record of another form is not a row of this association.
    assert.equal((await save(tokens.member, 'data-tickets-1', ['data-tickets-1'])).status, 404);

    const saved = await save(tokens.member, 'data-tickets-1', ['data-quiet-2', 'data-quiet-1']);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(saved.body.data.map((r: Row) => r.data.id), ['data-quiet-1', 'data-quiet-2'], 'linked once each, oldest link first');
    assert.deepEqual(await rowsOf(tokens.member), ['data-quiet-1', 'data-quiet-2']);

    const added = (saved.body.data as Row[]).find((r) => r.data.id === 'data-quiet-2')!;
    // Another member's removal: the guest may not open the app; the row stays.
    assert.equal((await call(server.url, 'POST', '/api/bigtable/form-association/delete', { token: tokens.guest, body: { id: added.formAssociationId } })).status, 403);
    const removed = await call(server.url, 'POST', '/api/bigtable/form-association/delete', { token: tokens.member, body: { id: added.formAssociationId } });
    assert.equal(removed.status, 200, JSON.stringify(removed.body));
    assert.deepEqual(await rowsOf(tokens.member), ['data-quiet-1']);
    assert.equal((await call(server.url, 'POST', '/api/bigtable/form-association/delete', { token: tokens.member, body: { id: added.formAssociationId } })).status, 404);
    // The member may not remove a row of a record they cannot edit (the admin's link on the subadmin's ticket).
    assert.equal((await save(tokens.admin, 'data-tickets-2', ['data-quiet-3'])).status, 200);
    const theirs = await call(server.url, 'GET', '/api/bigtable/form-association/data', { token: tokens.admin, query: { ...TICKET, dataId: 'data-tickets-2' } });
    const link = (theirs.body.data.formAssociationDataMap[ASSOC] as Row[])[0]!.formAssociationId;
    assert.equal((await call(server.url, 'POST', '/api/bigtable/form-association/delete', { token: tokens.member, body: { id: link } })).status, 403);
  });
});
