/**
 * Reads kept while the database is unchanged (data/read-cache.ts): a token's caller, an app's access, a form and the
 * list's count. Each test first makes a request that keeps the read, then changes what it holds, and the very next
 * request must see the change: a signed-out, revoked or expired token is refused at once; a role, a permission, a
 * user, a record changed by this server or by another connection to its database (the test's own, as
 * `npm run server:reset` would) is read anew. Nothing sleeps; the expiry moves the server clock.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { and, eq } from 'drizzle-orm';

import { call, fileServerWithDb, login, oidcLogin, TestClock, type Json } from './support/harness.js';
import { changeStamp, KeptReads, withOneStamp } from '../src/data/read-cache.js';
import { openDatabase, openReadOnlyDatabase } from '../src/db/index.js';
import { appRoles, formData, rolePermissions, users } from '../src/db/schema.js';

// A database file, so the test changes rows through its own connection, as another process would.
const TTL_SECONDS = 120;
const clock = new TestClock();

const server = fileServerWithDb('kept-reads', { admin: ['admin', '1001'], member: ['member', '1001'] }, { clock, accessTokenTtlSeconds: TTL_SECONDS, env: { WARE_LARGE_LIST: '30' } });

const LEDGER = '/api/bigtable/application/app-ledger/form/form-ledger/form-data';
const list = (token: string) => call(server.url, 'GET', `${LEDGER}/query`, { token, query: { page: 1, size: 20 } });
const me = (token: string) => call(server.url, 'POST', '/api/base/current/user/my', { token, body: {} });

/** A list call answered (twice, so the caller, access, form and count are kept), with its total. */
async function listed(token: string): Promise<number> {
  for (let i = 0; i < 2; i++) {
    const res = await list(token);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.code, 0, JSON.stringify(res.body));
  }
  return (await list(token)).body.data.totalElements as number;
}

describe('a token kept while the database is unchanged', () => {
  it('is refused at once once signed out (platform session token)', async () => {
    const token = await login(server.url, 'member', '1001');
    await listed(token);
    assert.equal((await call(server.url, 'POST', '/api/admin/logout/token', { token })).body.code, 0);
    assert.equal((await list(token)).status, 401);
  });

  it('is refused at once once revoked at the identity provider or signed out (access token)', async () => {
    const revoked = (await oidcLogin(server.url, 'member', { tenantId: '1001' })).tokens.access_token as string;
    await listed(revoked);
    const res = await fetch(`${server.url}/oidc/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: revoked, client_id: 'ware-mobile' }),
    });
    assert.equal(res.status, 200);
    assert.equal((await list(revoked)).status, 401);

    const signedOut = (await oidcLogin(server.url, 'member', { tenantId: '1001' })).tokens.access_token as string;
    await listed(signedOut);
    assert.equal((await call(server.url, 'POST', '/api/admin/logout/token', { token: signedOut })).body.code, 0);
    assert.equal((await list(signedOut)).status, 401);
  });

  it("answers the user as changed by another connection, and is refused once the user is gone", async () => {
    const token = await login(server.url, 'member', '1001');
    await listed(token);
    assert.equal((await me(token)).body.data.nickname, '张成员');
    server.db.update(users).set({ nickname: '改过的名字' }).where(eq(users.id, '10003')).run();
    assert.equal((await me(token)).body.data.nickname, '改过的名字');
    server.db.delete(users).where(eq(users.id, '10003')).run();
    assert.equal((await list(token)).status, 401);
  });
});

describe('access, form and count kept while the database is unchanged', () => {
  it('reads a permission or role changed by another connection at the next request', async () => {
    const token = server.tokens.member;
    const first = await list(token);
    assert.equal(first.body.code, 0);
    assert.ok(first.body.data.content.every((r: Json) => !('number_cost' in r.content)), 'members do not see 成本');
    server.db.insert(rolePermissions)
      .values({ id: 'kept-reads-cost', appId: 'app-ledger', roleCode: 'MEMBER', type: 'form-field-permission', businessKey: 'number_cost', formId: 'form-ledger' })
      .run();
    const widened = await list(token);
    assert.ok(widened.body.data.content.every((r: Json) => typeof r.content.number_cost === 'number'), 'the new field permission holds at once');

    server.db.delete(appRoles).where(and(eq(appRoles.appId, 'app-ledger'), eq(appRoles.userId, '10003'))).run();
    const refused = await list(token);
    assert.equal(refused.body.code, 'APP_NOT_PUBLIC', JSON.stringify(refused.body));
  });

  it('counts a record deleted by this server or added by another connection at the next request', async () => {
    const token = server.tokens.admin;
    assert.equal(await listed(token), 30);
    const gone = await call(server.url, 'DELETE', `${LEDGER}/data-ledger-30`, { token });
    assert.equal(gone.body.code, 0, JSON.stringify(gone.body));
    const after = await list(token);
    assert.equal(after.body.data.totalElements, 29);
    assert.ok(!after.body.data.content.some((r: Json) => r.id === 'data-ledger-30'));

    const row = server.db.select().from(formData).where(eq(formData.id, 'data-ledger-29')).get()!;
    server.db.insert(formData)
      .values({ ...row, id: 'data-ledger-added', code: 'LEDGER-ADDED', createdAt: '2027-01-01T00:00:00.000Z' })
      .run();
    const added = await list(token);
    assert.equal(added.body.data.totalElements, 30);
    assert.equal(added.body.data.content[0].id, 'data-ledger-added');
  });

  it("answers a record's content edited by another connection at the next request (a page's answer is kept too)", async () => {
    const token = server.tokens.admin;
    await listed(token);
    const first = (await list(token)).body.data.content[0] as Json;
    const row = server.db.select().from(formData).where(eq(formData.id, first.id)).get()!;
    server.db.update(formData)
      .set({ content: { ...(row.content as Record<string, unknown>), input_title: '另一个连接改过' } })
      .where(eq(formData.id, first.id))
      .run();
    const again = (await list(token)).body.data.content[0] as Json;
    assert.equal(again.id, first.id);
    assert.equal(again.content.input_title, '另一个连接改过');

    // The people on a page (kept with it) too: the creator renamed through another connection.
    server.db.update(users).set({ nickname: '改名的创建人' }).where(eq(users.id, row.createdBy)).run();
    const renamed = (await list(token)).body.data.content[0] as Json;
    assert.equal(renamed.creater, '改名的创建人');
    assert.equal(renamed.createdBy.nickname, '改名的创建人');
  });

  // Last: moving the server clock expires every token of this file.
  it('refuses a kept token at once when it expires', async () => {
    const token = await login(server.url, 'member', '1001');
    const oidc = (await oidcLogin(server.url, 'member', { tenantId: '1001' })).tokens.access_token as string;
    for (const t of [token, oidc]) await listed(t);
    clock.advance((TTL_SECONDS + 1) * 1000);
    for (const t of [token, oidc]) {
      const res = await list(t);
      assert.equal(res.status, 401);
      assert.match(res.body.message, /过期/, JSON.stringify(res.body));
      assert.equal((await me(t)).body.code, '4010');
    }
  });
});

describe('the change stamp', () => {
  const memory = openDatabase(':memory:');
  after(() => memory.$client.close());

  it('moves with every write of this connection and keeps nothing inside a transaction', () => {
    const kept = new KeptReads<number>();
    let reads = 0;
    const read = () => kept.read(memory, 'k', () => ++reads);
    assert.equal(read(), 1);
    assert.equal(read(), 1, 'kept while unchanged');
    const stamp = changeStamp(memory);
    memory.$client.prepare("INSERT INTO meta (key, value) VALUES ('kept-reads', '1')").run();
    assert.notEqual(changeStamp(memory), stamp);
    assert.equal(read(), 2, 'read anew after a write');
    memory.$client.prepare("UPDATE meta SET value = '1' WHERE key = 'no such key'").run();
    assert.equal(read(), 2, 'a write that changes no row changes nothing kept');
    memory.transaction(() => {
      assert.equal(changeStamp(memory), null);
      assert.equal(read(), 3);
      assert.equal(read(), 4, 'never kept inside a transaction');
    });
  });

  it("moves with another connection's commit", () => {
    const other = openDatabase(server.dbFile);
    try {
      const stamp = changeStamp(server.db);
      assert.equal(changeStamp(server.db), stamp);
      other.$client.prepare("INSERT INTO meta (key, value) VALUES ('kept-reads-other', '1') ON CONFLICT(key) DO UPDATE SET value = value + 1").run();
      assert.notEqual(changeStamp(server.db), stamp);
    } finally {
      other.$client.close();
    }
  });

  it("of a read-only connection (a read worker's) moves with the writer's commit; withOneStamp holds it for one read only", () => {
    const reader = openReadOnlyDatabase(server.dbFile);
    const writer = openDatabase(server.dbFile);
    const bump = () =>
      writer.$client.prepare("INSERT INTO meta (key, value) VALUES ('kept-reads-ro', '1') ON CONFLICT(key) DO UPDATE SET value = value + 1").run();
    try {
      const kept = new KeptReads<number>();
      let reads = 0;
      const read = () => kept.read(reader, 'k', () => ++reads);
      const stamp = changeStamp(reader);
      assert.equal(read(), 1);
      bump();
      assert.notEqual(changeStamp(reader), stamp, "the writer's commit moves the reader's stamp");
      assert.equal(read(), 2, 'read anew after the commit');
      // Inside one read the stamp is held: a commit meanwhile leaves what was read after it kept under the old stamp.
      const inside = withOneStamp(reader, () => {
        const held = changeStamp(reader);
        bump();
        assert.equal(changeStamp(reader), held, 'held throughout the read');
        return read();
      });
      assert.equal(inside, 2);
      assert.equal(read(), 3, 'the next read sees the commit made during the held one');
      assert.throws(() => withOneStamp(writer, () => 0), /read-only/);
    } finally {
      reader.$client.close();
      writer.$client.close();
    }
  });
});
