/** The people a record names, as every record view and the printed record show them (data/record-views `userRefs`). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { userRefs } from '../src/data/record-views.js';
import { openDatabase } from '../src/db/index.js';
import { users } from '../src/db/schema.js';

describe('userRefs', () => {
  it('names an account by its nickname, an anonymous submitter 匿名用户, and an id no account has 未知用户, never the id', () => {
    const db = openDatabase(':memory:');
    db.insert(users).values({ id: '10001', username: 'admin', passwordHash: 'x', nickname: '王管理', createdAt: '2026-01-01T00:00:00.000Z' }).run();
    const user = userRefs(db, ['10001', 'anonymous', '99999']);
    assert.equal(user('10001').nickname, '王管理');
    assert.equal(user('anonymous').nickname, '匿名用户');
    assert.deepEqual(user('99999'), { id: '99999', nickname: '未知用户', picture: '' });
  });
});
