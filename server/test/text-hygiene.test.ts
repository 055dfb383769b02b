/**
 * Text hygiene at the calls (issue 34, finding 15): lone surrogates refused, unsafe names and nicknames refused, a
 * member cannot take another member's nickname, avatars only web addresses or file ids, comments rate-limited.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { call, fileServer } from './support/harness.js';

const server = fileServer({ member: ['member', '1001'], lonely: ['lonely'] });
const tokens = server.tokens;

const profile = (body: object, token = tokens.member) => call(server.url, 'PUT', '/api/platform/my-profile', { token, body });

describe('lone surrogates', () => {
  it('a JSON body holding one is refused, never stored', async () => {
    const res = await fetch(`${server.url}/api/platform/my-profile`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${tokens.member}`, 'content-type': 'application/json' },
      body: '{"nickname":"a\\ud800b"}',
    });
    assert.equal(res.status, 400);
    assert.match(((await res.json()) as { message: string }).message, /文字包含无效字符/);
    assert.equal((await call(server.url, 'GET', '/api/platform/my-profile', { token: tokens.member })).body.data.nickname, '张成员');
  });
});

describe('names and nicknames', () => {
  it('refuses NUL-only and bidi-override nicknames and organisation names', async () => {
    for (const nickname of ['\u0000', '\u0000\u0000', '\u202Eresu', '\u200B']) {
      const res = await profile({ nickname });
      assert.equal(res.status, 400, JSON.stringify(nickname));
    }
    const org = await call(server.url, 'POST', '/api/platform/organizations', {
      token: tokens.lonely,
      body: { name: '演示\u202E公司', contactName: '钱独行', contactPhone: '13800000005' },
    });
    assert.equal(org.status, 400);
    assert.match(org.body.message, /组织名称不能包含文字方向控制字符/);
  });

  it("a member cannot take another member's nickname (the admin's) in an organisation, however it is spelled", async () => {
    for (const nickname of ['王管理', '王管理\u200B', 'ADMIN']) {
      const res = await profile({ nickname });
      assert.equal(res.status, 400, nickname);
      assert.equal(res.body.message, '该昵称已被组织内其他成员使用');
    }
    assert.equal((await profile({ nickname: '张新名' })).status, 200);
    // Someone in no organisation shares it with nobody.
    assert.equal((await profile({ nickname: '王管理' }, tokens.lonely)).status, 200);
  });
});

describe('avatars', () => {
  it('takes only http(s) addresses and the platform file ids', async () => {
    for (const picture of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'file:///etc/passwd']) {
      const res = await profile({ picture });
      assert.equal(res.status, 400, picture);
      assert.match(res.body.message, /头像地址只能是 http\(s\) 链接或平台文件/);
    }
    assert.equal((await profile({ picture: 'https://cdn.example.com/a.png' })).status, 200);
    assert.equal((await profile({ picture: '0123456789abcdef0123456789abcdef' })).status, 200);
  });
});

describe('comments', () => {
  it('are limited per account per minute, across every kind', async () => {
    const comment = (content: string) =>
      call(server.url, 'POST', '/api/bigtable/formDataComment/create', { token: tokens.member, body: { appId: 'app-tickets', formId: 'form-tickets', dataId: 'data-tickets-1', content } });
    for (let i = 0; i < 10; i += 1) assert.equal((await comment(`第${i}条`)).status, 200);
    const over = await comment('第11条');
    assert.equal(over.status, 400);
    assert.equal(over.body.message, '评论过于频繁,请稍后再试');
  });
});
