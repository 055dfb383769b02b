/**
 * Record lists, search, delete / archive and comments.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inflateRawSync } from 'node:zlib';

import { call, fileServer } from './support/harness.js';
import { completeRecord } from './support/records.js';
import { keywordConditionsOf, operatorOf } from '../src/data/record-search.js';
import { xlsxOf } from '../src/data/xlsx.js';
import { wallClock } from '../src/db/record-keys.js';

const server = fileServer({
  admin: ['admin', '1001'],
  member: ['member', '1001'],
  member2: ['member', '1002'],
  subadmin: ['subadmin', '1001'],
  guest: ['guest', '1001'],
});
const tokens = server.tokens;
const NEW = '/api/bigtable/application/app-all-controls/form/form-all-controls/form-data';
const VISIT = '/api/bigtable/application/app-visit/form/form-visit/form-data';
const COMMENT = '/api/bigtable/formDataComment';

/** Submits a complete all-controls record (support/records.ts fills its required fields), `content` winning. */
const submit = async (token: string | undefined, content: Record<string, unknown>) =>
  (await call(server.url, 'POST', NEW, { token, body: { content: await completeRecord(server.url, tokens.admin, 'form-all-controls', content) } })).body.data as { id: string; code: string };

describe('query and search (newer engine)', () => {
  it('pages with page/size/sort/isQueryField=0: ALL for admin, MINE for a member; system fields and creater', async () => {
    const admin = await call(server.url, 'GET', `${VISIT}/query`, { token: tokens.admin, query: { page: 1, size: 2, sort: 'createTime,DESC', isQueryField: 0 } });
    assert.equal(admin.status, 200, JSON.stringify(admin.body));
    assert.equal(admin.body.data.totalElements, 5);
    assert.equal(admin.body.data.content.length, 2);
    const [first, second] = admin.body.data.content;
    assert.ok(first.createTime >= second.createTime);
    assert.equal(typeof first.createdBy.nickname, 'string');
    assert.equal(first.creater, first.createdBy.nickname);
    assert.ok(first.data && first.code && first.lastModifiedTime);
    const page3 = await call(server.url, 'POST', `${VISIT}/query`, { token: tokens.admin, query: { page: 3, size: 2 }, body: { conditions: [], keywordConditions: [] } });
    assert.equal(page3.body.data.content.length, 1);
    assert.equal(page3.body.data.last, true);
    const member = await call(server.url, 'GET', `${VISIT}/query`, { token: tokens.member });
    assert.equal(member.body.data.totalElements, 3);
    assert.ok(member.body.data.content.every((r: { ownerId: string }) => r.ownerId === '10003'));
    const asc = await call(server.url, 'GET', `${VISIT}/query`, { token: tokens.admin, query: { sort: 'createTime,ASC' } });
    const times = asc.body.data.content.map((r: { createTime: string }) => r.createTime);
    assert.deepEqual(times, [...times].sort());
  });

  it('search: keyword conditions (any) and filter conditions (all) in both shapes', async () => {
    const mine = await submit(tokens.member, { input_title: '关键字甲', input_company: '乙公司', number_amount: 42 });
    await submit(tokens.member, { input_title: '别的', input_company: '丙公司', number_amount: 7 });
    const kw = (value: unknown) => [
      { key: 'input_title', ktype: 'input', op: 'include', vtype: 'CUSTOM', value },
      { key: 'input_company', ktype: 'input', op: 'include', vtype: 'CUSTOM', value },
    ];
    const byKeyword = await call(server.url, 'POST', `${NEW}/search`, { token: tokens.member, body: { keywordConditions: kw('关键字'), conditions: [] } });
    assert.equal(byKeyword.status, 200, JSON.stringify(byKeyword.body));
    assert.deepEqual(byKeyword.body.data.content.map((r: { id: string }) => r.id), [mine.id]);
    const byCompany = await call(server.url, 'POST', `${NEW}/search`, { token: tokens.member, body: { keywordConditions: kw('乙'), conditions: [] } });
    assert.equal(byCompany.body.data.totalElements, 1);
    const filtered = await call(server.url, 'POST', `${NEW}/search`, {
      token: tokens.member,
      body: { conditions: [{ key: 'number_amount', operation: 'equal', type: 'number', value: 42, matchType: 'CUSTOM' }], keywordConditions: [] },
    });
    assert.deepEqual(filtered.body.data.content.map((r: { id: string }) => r.id), [mine.id]);
    const none = await call(server.url, 'POST', `${NEW}/search`, {
      token: tokens.member,
      body: { conditions: [{ key: 'number_amount', op: 'equal', value: 42 }], keywordConditions: kw('丙') },
    });
    assert.equal(none.body.data.totalElements, 0);
    // The admin's seeded record is not the member's (MINE).
    const seeded = await call(server.url, 'POST', `${NEW}/search`, { token: tokens.member, body: { keywordConditions: kw('示例'), conditions: [] } });
    assert.equal(seeded.body.data.totalElements, 0);
    const admin = await call(server.url, 'POST', `${NEW}/search`, { token: tokens.admin, body: { keywordConditions: kw('示例'), conditions: [] } });
    assert.equal(admin.body.data.totalElements, 1);
  });

  it('within date ranges, anyone on system user fields, options by value', async () => {
    const range = await call(server.url, 'POST', `${VISIT}/search`, {
      token: tokens.admin,
      body: { conditions: [{ key: 'date_visitDate', op: 'within', value: ['2026-03-01 00:00:00', '2026-03-31 24:00:00'] }] },
    });
    assert.equal(range.body.data.totalElements, 2);
    const owner = await call(server.url, 'POST', `${VISIT}/search`, { token: tokens.admin, body: { conditions: [{ key: 'ownerId', ktype: 'staff', op: 'anyone', value: ['10002'] }] } });
    assert.equal(owner.body.data.totalElements, 2);
    const type = await call(server.url, 'POST', `${VISIT}/search`, { token: tokens.admin, body: { conditions: [{ key: 'radio_visitType', op: 'equal', value: 'a' }] } });
    assert.equal(type.body.data.totalElements, 2);
  });

  it('refuses bad input (400), no token (401), other engine (400), guests and other tenants see no records', async () => {
    assert.equal((await call(server.url, 'POST', `${NEW}/search`, { token: tokens.member, body: { conditions: [{ key: 'x', op: 'explode', value: 1 }] } })).status, 400);
    assert.equal((await call(server.url, 'GET', `${NEW}/query`, { token: tokens.member, query: { size: 100000 } })).status, 400);
    assert.equal((await call(server.url, 'GET', `${NEW}/query`)).status, 401);
    assert.equal((await call(server.url, 'GET', '/api/bigtable/application/app-expense/form/form-expense/form-data/query', { token: tokens.member })).status, 400);
    const guest = await call(server.url, 'GET', `${NEW}/query`, { token: tokens.guest });
    assert.equal(guest.body.data.totalElements, 0);
    const foreign = await call(server.url, 'GET', `${VISIT}/query`, { token: tokens.member2 });
    assert.equal(foreign.body.data.totalElements, 0);
  });
});

describe('search conditions (spec §5 operators, day ranges, keyword rule; §6 user fields and subordinates)', () => {
  const search = (token: string, body: Record<string, unknown>, path = VISIT) => call(server.url, 'POST', `${path}/search`, { token, body });
  const ids = (res: { body: { data: { content: { id: string }[] } } }) => res.body.data.content.map((r) => r.id).sort();

  it('operators in §5 spelling and in both §3 shapes; negations; a comma-separated id list', async () => {
    const cases: [unknown, string[]][] = [
      [{ key: 'radio_visitType', op: 'no-equal', value: 'a' }, ['data-visit-2', 'data-visit-3', 'data-visit-5']],
      [{ key: 'radio_visitType', operation: 'NO_EQUAL', type: 'radio', value: 'a', matchType: 'CUSTOM' }, ['data-visit-2', 'data-visit-3', 'data-visit-5']],
      [{ key: 'radio_visitType', op: 'anyone', value: 'b,c' }, ['data-visit-2', 'data-visit-3', 'data-visit-5']],
      [{ key: 'rate_satisfaction', op: 'greater', value: 4 }, ['data-visit-3']],
      [{ key: 'rate_satisfaction', op: 'notLess', value: 4 }, ['data-visit-2', 'data-visit-3', 'data-visit-5']],
      [{ key: 'date_visitDate', op: 'earlier', value: '2026-03-09' }, ['data-visit-1']],
      [{ key: 'date_visitDate', op: 'later', value: '2026-05-20' }, ['data-visit-5']],
      [{ key: 'date_visitDate', op: 'no-within', value: ['2026-03-01 00:00:00', '2026-05-31 24:00:00'] }, ['data-visit-5']],
      [{ key: 'input_contact', op: 'include', value: '经理' }, ['data-visit-1']],
      [{ key: 'input_contact', op: 'no-include', value: '经理' }, ['data-visit-2', 'data-visit-3', 'data-visit-4', 'data-visit-5']],
      [{ key: 'fixedPosition_location', op: 'null' }, ['data-visit-1', 'data-visit-2', 'data-visit-3', 'data-visit-4', 'data-visit-5']],
      [{ key: 'input_contact', op: 'no-null' }, ['data-visit-1', 'data-visit-2', 'data-visit-3', 'data-visit-4', 'data-visit-5']],
    ];
    for (const [condition, expected] of cases) {
      const res = await search(tokens.admin!, { conditions: [condition] });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(ids(res), expected, JSON.stringify(condition));
    }
  });

  it('a day range covers whole days: a date-only value on the start day matches; 24:00:00 ends the day', async () => {
    const day = await search(tokens.admin!, { conditions: [{ key: 'date_visitDate', op: 'within', value: ['2026-03-02 00:00:00', '2026-03-09 24:00:00'] }] });
    assert.deepEqual(ids(day), ['data-visit-1', 'data-visit-2']);
    const open = await search(tokens.admin!, { conditions: [{ key: 'date_visitDate', op: 'within', value: [null, '2026-03-02 24:00:00'] }] });
    assert.deepEqual(ids(open), ['data-visit-1']);
  });

  it('system times are read on the caller’s clock (timeZoneOffset, default UTC+8)', async () => {
    // data-visit-2 was created at 2026-03-12T02:00Z: 10:00 on the 12th in UTC+8, 23:00 on the 11th in UTC-3.
    const on12 = { conditions: [{ key: 'createTime', op: 'within', value: ['2026-03-12 00:00:00', '2026-03-12 24:00:00'] }] };
    assert.deepEqual(ids(await search(tokens.admin!, on12)), ['data-visit-2']);
    assert.deepEqual(ids(await search(tokens.admin!, { ...on12, timeZoneOffset: -180 })), []);
    const on11 = { conditions: [{ key: 'createTime', op: 'within', value: ['2026-03-11 00:00:00', '2026-03-11 24:00:00'] }], timeZoneOffset: -180 };
    assert.deepEqual(ids(await search(tokens.admin!, on11)), ['data-visit-2']);
    assert.equal((await search(tokens.admin!, { ...on12, timeZoneOffset: 5000 })).status, 400);
  });

  it('a date range value overlaps the filter range', async () => {
    const rec = await submit(tokens.member, { input_title: '区间', dateRange_period: ['2026-07-01', '2026-07-10'] });
    const overlap = await search(tokens.member!, { conditions: [{ key: 'dateRange_period', op: 'within', value: ['2026-07-09 00:00:00', '2026-07-20 24:00:00'] }] }, NEW);
    assert.deepEqual(ids(overlap), [rec.id]);
    const apart = await search(tokens.member!, { conditions: [{ key: 'dateRange_period', op: 'within', value: ['2026-07-11 00:00:00', null] }] }, NEW);
    assert.deepEqual(ids(apart), []);
    // A month (dateSelector YYYY-MM) is its first day.
    const month = await submit(tokens.member, { input_title: '月份', dateSelector_month: '2026-08' });
    const august = await search(tokens.member!, { conditions: [{ key: 'dateSelector_month', op: 'within', value: ['2026-08-01 00:00:00', '2026-08-01 24:00:00'] }] }, NEW);
    assert.deepEqual(ids(august), [month.id]);
  });

  it('a raw keyword follows the §5 rule on the form’s input and number fields (any of them)', async () => {
    assert.deepEqual(ids(await search(tokens.admin!, { keyword: '陈经理' })), ['data-visit-1']);
    // Numeric keyword: number fields by equality, input fields by contains.
    const amount = await submit(tokens.member, { input_title: '数额', number_amount: 42 });
    const text42 = await submit(tokens.member, { input_title: '编号42号' });
    await submit(tokens.member, { input_title: '其他', number_amount: 420 });
    assert.deepEqual(ids(await search(tokens.member!, { keyword: '42' }, NEW)), [amount.id, text42.id].sort());
    assert.deepEqual(ids(await search(tokens.member!, { keyword: '42.0' }, NEW)), [amount.id]);
    // A keyword with filters: both must hold.
    assert.deepEqual(ids(await search(tokens.member!, { keyword: '42', conditions: [{ key: 'number_amount', op: 'null' }] }, NEW)), [text42.id]);
    // Issue 42: what the card shows is found: the customer's name (a picker) and the record's code (the card's
    // title), by a raw keyword and by the conditions the client sends; lower case finds the code too.
    assert.deepEqual(ids(await search(tokens.admin!, { keyword: '云栖科技' })), ['data-visit-1']);
    assert.deepEqual(ids(await search(tokens.admin!, { keyword: 'visit-2026-0002' })), ['data-visit-2']);
    const client = (kw: string) => ({ keywordConditions: [{ key: 'customer_customer', ktype: 'customer', op: 'include', vtype: 'CUSTOM', value: kw }, { key: 'code', op: 'include', vtype: 'CUSTOM', value: kw }] });
    assert.deepEqual(ids(await search(tokens.admin!, client('宁波港联'))), ['data-visit-2']);
    assert.deepEqual(ids(await search(tokens.admin!, client('VISIT-2026-0003'))), ['data-visit-3']);
    // Only input, number and picker fields: the seeded radio value 'a' is not searched by keyword.
    assert.deepEqual(ids(await search(tokens.admin!, { keyword: '上门拜访' })), []);
  });

  it('creator, owner and last modifier; 我的下属 from the subordinates call', async () => {
    const creator = await search(tokens.admin!, { conditions: [{ key: 'createdBy', ktype: 'staff', op: 'anyone', value: ['10002'] }] });
    assert.deepEqual(ids(creator), ['data-visit-2', 'data-visit-4']);
    const updater = await search(tokens.admin!, { conditions: [{ key: 'lastModifiedBy', ktype: 'staff', op: 'anyone', value: ['10003'] }] });
    assert.deepEqual(ids(updater), ['data-visit-1', 'data-visit-3', 'data-visit-5']);
    // subadmin leads 销售部, where member works: 我的下属 = [member].
    const subs = await call(server.url, 'GET', '/api/platform/members/subordinates', { token: tokens.subadmin });
    const subIds = subs.body.data.map((m: { id: string }) => m.id);
    assert.deepEqual(subIds, ['10003']);
    const mine = await search(tokens.subadmin!, { conditions: [{ key: 'ownerId', ktype: 'staff', op: 'anyone', value: subIds }] });
    assert.deepEqual(ids(mine), ['data-visit-1', 'data-visit-3', 'data-visit-5']);
    // No subordinates: an empty list matches nobody.
    const none = await search(tokens.member!, { conditions: [{ key: 'ownerId', ktype: 'staff', op: 'anyone', value: [] }] });
    assert.equal(none.body.data.totalElements, 0);
  });

  it('data-list permission and tenant still apply: MINE, guests and other organisations', async () => {
    const all = { conditions: [{ key: 'radio_visitType', op: 'anyone', value: ['a', 'b', 'c'] }] };
    assert.equal((await search(tokens.admin!, all)).body.data.totalElements, 5);
    assert.deepEqual(ids(await search(tokens.member!, all)), ['data-visit-1', 'data-visit-3', 'data-visit-5']);
    assert.equal((await search(tokens.guest!, all)).body.data.totalElements, 0);
    assert.equal((await search(tokens.member2!, all)).body.data.totalElements, 0);
  });

  it('older engine: data/query honours conditions and a raw keyword', async () => {
    const q = (body: Record<string, unknown>) => call(server.url, 'POST', '/api/ware-engine-form/data/query', { token: tokens.admin, body: { formId: 'form-expense', ...body } });
    assert.deepEqual(ids(await q({ keyword: '560' })), ['data-expense-2']);
    assert.deepEqual(ids(await q({ conditions: [{ key: 'number_amount', operation: 'within', value: [100, 1000] }] })), ['data-expense-2']);
  });

  it('refuses what it cannot honour (400): an unknown operator, a match type other than CUSTOM', async () => {
    assert.equal((await search(tokens.admin!, { conditions: [{ key: 'x', op: 'explode', value: 1 }] })).status, 400);
    assert.equal((await search(tokens.admin!, { conditions: [{ key: 'date_visitDate', op: 'later', value: 'today', vtype: 'DYNAMICTIME' }] })).status, 400);
    assert.equal((await search(tokens.admin!, { keyword: 'x'.repeat(101) })).status, 400);
  });
});

describe('record-search rules (pure)', () => {
  it('§5 operators in every spelling; unknown ones are undefined', () => {
    const cases: [string, string | undefined][] = [
      ['equal', 'equal'], ['no-equal', '!equal'], ['NO_EQUAL', '!equal'], ['notEqual', '!equal'], ['include-all', 'include-all'],
      ['includeAll', 'include-all'], ['no-include-all', '!include-all'], ['exclude', '!include'], ['empty', 'null'], ['notEmpty', '!null'],
      ['greaterEqual', '!less'], ['lessEqual', '!greater'], ['no-within', '!within'], ['explode', undefined],
    ];
    for (const [raw, expected] of cases) {
      const op = operatorOf(raw);
      assert.equal(op ? `${op.negated ? '!' : ''}${op.base}` : undefined, expected, raw);
    }
  });

  it('wall clocks: dates, times, months, slashes; instants on the caller clock', () => {
    assert.equal(wallClock('2026-11-22', 480), '2026-11-22 00:00:00');
    assert.equal(wallClock('2026/1/2 8:05', 480), '2026-01-02 08:05:00');
    assert.equal(wallClock('2026-11-22 24:00:00', 480), '2026-11-22 24:00:00');
    assert.equal(wallClock('2026-08', 480), '2026-08-01 00:00:00');
    assert.equal(wallClock('2026-11-21T16:30:00.000Z', 480), '2026-11-22 00:30:00');
    assert.equal(wallClock('2026-11-22T00:30:00+08:00', 0), '2026-11-21 16:30:00');
    assert.equal(wallClock('soon', 480), undefined);
    assert.equal(wallClock(20261122, 480), undefined);
  });

  it('the keyword rule on a script: input, number and picker fields (tabs flattened), then the record code', () => {
    const script = {
      list: [
        { key: 'tabs_t', type: 'tabs', columns: [{ list: [{ key: 'input_a', type: 'input' }, { key: 'number_n', type: 'number' }] }] },
        { key: 'radio_r', type: 'radio' },
        { key: 'textarea_x', type: 'textarea' },
        { key: 'customer_c', type: 'customer' },
      ],
    };
    const code = (value: string) => ({ key: 'code', op: 'include', type: undefined, value });
    assert.deepEqual(keywordConditionsOf(script, ' 12 '), [
      { key: 'input_a', op: 'include', type: 'input', value: '12' },
      { key: 'number_n', op: 'equal', type: 'number', value: 12 },
      { key: 'customer_c', op: 'include', type: 'customer', value: '12' },
      code('12'),
    ]);
    assert.deepEqual(keywordConditionsOf(script, '王'), [
      { key: 'input_a', op: 'include', type: 'input', value: '王' },
      { key: 'number_n', op: 'include', type: 'number', value: '王' },
      { key: 'customer_c', op: 'include', type: 'customer', value: '王' },
      code('王'),
    ]);
    assert.deepEqual(keywordConditionsOf(script, '  '), []);
    assert.deepEqual(keywordConditionsOf(null, 'x'), [code('x')]);
  });
});

describe('delete and archive', () => {
  it('newer engine: admin deletes (then 404 数据不存在); a member has no delete permission (403)', async () => {
    const rec = await submit(tokens.member, { input_title: '待删除' });
    const denied = await call(server.url, 'DELETE', `${NEW}/${rec.id}`, { token: tokens.member });
    assert.equal(denied.status, 403);
    const sub = await call(server.url, 'DELETE', `${NEW}/${rec.id}`, { token: tokens.subadmin });
    assert.equal(sub.status, 403);
    const done = await call(server.url, 'DELETE', `${NEW}/${rec.id}`, { token: tokens.admin });
    assert.equal(done.status, 200, JSON.stringify(done.body));
    const gone = await call(server.url, 'GET', `${NEW}/${rec.id}`, { token: tokens.admin });
    assert.equal(gone.status, 404);
    assert.equal(gone.body.detail, '数据不存在');
    const again = await call(server.url, 'DELETE', `${NEW}/${rec.id}`, { token: tokens.admin });
    assert.equal(again.status, 404);
    assert.equal(again.body.detail, '数据不存在');
  });

  it('older engine: query by formId and archive (delete permission); archived records leave the list', async () => {
    const list = await call(server.url, 'POST', '/api/ware-engine-form/data/query', { token: tokens.admin, body: { formId: 'form-expense', page: 1, size: 10, sort: 'createdAt,desc' } });
    assert.equal(list.status, 200, JSON.stringify(list.body));
    assert.equal(list.body.data.totalElements, 3);
    assert.equal((await call(server.url, 'POST', '/api/ware-engine-form/data/archive', { token: tokens.member, body: { id: 'data-expense-1' } })).status, 403);
    const archived = await call(server.url, 'POST', '/api/ware-engine-form/data/archive', { token: tokens.admin, body: { id: 'data-expense-1' } });
    assert.equal(archived.status, 200);
    const after = await call(server.url, 'POST', '/api/ware-engine-form/data/query', { token: tokens.admin, body: { formId: 'form-expense' } });
    assert.equal(after.body.data.totalElements, 2);
    const missing = await call(server.url, 'POST', '/api/ware-engine-form/data/archive', { token: tokens.admin, body: { id: 'nope' } });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.detail, '数据不存在');
    assert.equal((await call(server.url, 'POST', '/api/ware-engine-form/data/archive', { token: tokens.admin, body: { ids: 'x' } })).status, 400);
  });
});

describe('comments', () => {
  it('on/off switch, create, list, delete own; others cannot delete; admin moderates', async () => {
    const rec = await submit(tokens.member, { input_title: '评论对象' });
    const onOff = await call(server.url, 'GET', `${COMMENT}/getCommentOnOff`, { token: tokens.member, query: { appId: 'app-all-controls', formId: 'form-all-controls' } });
    assert.deepEqual(onOff.body.data, { on: true });
    const target = { appId: 'app-all-controls', formId: 'form-all-controls', dataId: rec.id };
    const created = await call(server.url, 'POST', `${COMMENT}/create`, { token: tokens.member, body: { ...target, content: '第一条评论' } });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    assert.equal(created.body.data.user.id, '10003');
    assert.equal(created.body.data.canDelete, true);
    assert.equal((await call(server.url, 'POST', `${COMMENT}/create`, { token: tokens.member, body: { ...target, content: '  ' } })).status, 400);
    // Spec §5 "Textarea maximum length 140": 140 characters are taken, 141 refused.
    assert.equal((await call(server.url, 'POST', `${COMMENT}/create`, { token: tokens.member, body: { ...target, content: '字'.repeat(141) } })).status, 400);
    const longest = await call(server.url, 'POST', `${COMMENT}/create`, { token: tokens.member, body: { ...target, content: '字'.repeat(140) } });
    assert.equal(longest.status, 200);
    await call(server.url, 'DELETE', `${COMMENT}/${longest.body.data.id}`, { token: tokens.member });
    const adminComment = (await call(server.url, 'POST', `${COMMENT}/create`, { token: tokens.admin, body: { ...target, content: '管理员评论' } })).body.data;
    const list = await call(server.url, 'GET', `${COMMENT}/findAllByDataId`, { token: tokens.member, query: target });
    assert.deepEqual(list.body.data.map((c: { content: string }) => c.content), ['第一条评论', '管理员评论']);
    assert.deepEqual(list.body.data.map((c: { canDelete: boolean }) => c.canDelete), [true, false]);
    assert.equal((await call(server.url, 'DELETE', `${COMMENT}/${adminComment.id}`, { token: tokens.member })).status, 403);
    assert.equal((await call(server.url, 'DELETE', `${COMMENT}/${created.body.data.id}`, { token: tokens.admin })).status, 200);
    const left = await call(server.url, 'GET', `${COMMENT}/findAllByDataId`, { token: tokens.admin, query: target });
    assert.equal(left.body.data.length, 1);
    // A record the caller may not read: no comments; a missing one: 404 数据不存在.
    const seeded = { appId: 'app-all-controls', formId: 'form-all-controls', dataId: 'data-all-controls-1' };
    assert.equal((await call(server.url, 'POST', `${COMMENT}/create`, { token: tokens.member, body: { ...seeded, content: 'x' } })).status, 403);
    const missing = await call(server.url, 'GET', `${COMMENT}/findAllByDataId`, { token: tokens.member, query: { ...target, dataId: 'nope' } });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.detail, '数据不存在');
    // Deleting the record deletes its comments.
    await call(server.url, 'DELETE', `${NEW}/${rec.id}`, { token: tokens.admin });
    assert.equal((await call(server.url, 'DELETE', `${COMMENT}/${adminComment.id}`, { token: tokens.admin })).status, 404);
  });

  it('older engine: data/{id}/comments and comments/{id} reach the same comments for its own apps only', async () => {
    const V1 = '/api/ware-engine-form';
    const created = await call(server.url, 'POST', `${V1}/data/data-expense-2/comments`, { token: tokens.admin, body: { content: '旧引擎评论' } });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    assert.equal(created.body.data.dataId, 'data-expense-2');
    assert.equal(created.body.data.canDelete, true);
    assert.equal((await call(server.url, 'POST', `${V1}/data/data-expense-2/comments`, { token: tokens.admin, body: { content: '' } })).status, 400);
    const listed = await call(server.url, 'GET', `${V1}/data/data-expense-2/comments`, { token: tokens.admin });
    assert.ok(listed.body.data.some((c: { id: string }) => c.id === created.body.data.id));
    // The same comment through the newer engine's list: one store, two doors.
    const newer = await call(server.url, 'GET', `${COMMENT}/findAllByDataId`, { token: tokens.admin, query: { appId: 'app-expense', formId: 'form-expense', dataId: 'data-expense-2' } });
    assert.ok(newer.body.data.some((c: { id: string }) => c.id === created.body.data.id));
    // Another organisation's caller reads nothing; a newer-engine record is refused on the older path; a missing one is 404.
    assert.notEqual((await call(server.url, 'GET', `${V1}/data/data-expense-2/comments`, { token: tokens.member2 })).status, 200);
    const rec = await submit(tokens.member, { input_title: '新引擎记录' });
    assert.equal((await call(server.url, 'GET', `${V1}/data/${rec.id}/comments`, { token: tokens.member })).status, 400);
    assert.equal((await call(server.url, 'GET', `${V1}/data/nope/comments`, { token: tokens.admin })).status, 404);
    assert.equal((await call(server.url, 'GET', `${V1}/data/data-expense-2/comments`)).status, 401);
    assert.equal((await call(server.url, 'DELETE', `${V1}/comments/${created.body.data.id}`, { token: tokens.admin })).status, 200);
    assert.equal((await call(server.url, 'DELETE', `${V1}/comments/${created.body.data.id}`, { token: tokens.admin })).status, 404);
  });
});

/** The text of one part of a zip (the export's .xlsx), found by its local header. */
function zipPart(zip: Buffer, name: string): string {
  for (let at = zip.indexOf(0x50); at >= 0 && at < zip.length - 30; at = zip.indexOf(0x50, at + 1)) {
    if (zip.readUInt32LE(at) !== 0x04034b50) continue;
    const [packed, nameLength, extra] = [zip.readUInt32LE(at + 18), zip.readUInt16LE(at + 26), zip.readUInt16LE(at + 28)];
    const start = at + 30 + nameLength + extra;
    if (zip.toString('utf8', at + 30, at + 30 + nameLength) === name) return inflateRawSync(zip.subarray(start, start + packed)).toString('utf8');
  }
  throw new Error(`${name} not in the zip`);
}

describe('export (a list as .xlsx)', () => {
  it('the sheet: columns past Z, XML escapes, characters XML cannot hold dropped', () => {
    const sheet = zipPart(xlsxOf('表', [Array.from({ length: 28 }, (_, i) => `c${i}`), ['a<b>&"c"\u0001\td']]), 'xl/worksheets/sheet1.xml');
    assert.match(sheet, /<c r="AB1" t="inlineStr"><is><t xml:space="preserve">c27<\/t>/);
    assert.match(sheet, /<c r="A2" t="inlineStr"><is><t xml:space="preserve">a&lt;b&gt;&amp;&quot;c&quot;\td<\/t>/);
  });

  const EXPORT = '/api/bigtable/application/app-visit/form/form-visit/form-data/export';
  const download = async (url: string) => Buffer.from(await (await fetch(url.replace(/^https?:\/\/[^/]+/, server.url))).arrayBuffer());

  it('the records the list shows, their fields by label, narrowed like the list; needs the export permission', async () => {
    const all = await call(server.url, 'POST', EXPORT, { token: tokens.admin, body: { sort: 'createTime,DESC' } });
    assert.equal(all.status, 200, JSON.stringify(all.body));
    assert.equal(all.body.data.rows, all.body.data.total);
    assert.match(all.body.data.name, /\.xlsx$/);
    assert.match(all.body.data.downloadUrl, /\/file\/fileoperation\/download\?fileId=.+&isDownload=1$/);
    const sheet = zipPart(await download(all.body.data.downloadUrl), 'xl/worksheets/sheet1.xml');
    assert.equal((sheet.match(/<row /g) ?? []).length, all.body.data.rows + 1);
    assert.match(sheet, /业务编码/);
    const some = await call(server.url, 'POST', EXPORT, { token: tokens.admin, body: { keyword: 'zzz-无此记录' } });
    assert.equal(some.body.data.rows, 0);
    // A member has no export permission (§3 operations); a guest of another organisation reads nothing; no token: 401.
    assert.equal((await call(server.url, 'POST', EXPORT, { token: tokens.member, body: {} })).status, 403);
    assert.equal((await call(server.url, 'POST', EXPORT, { token: tokens.member2, body: {} })).status, 403);
    assert.equal((await call(server.url, 'POST', EXPORT, { body: {} })).status, 401);
    // The older engine names the form in the body; the other engine's path is refused.
    const older = await call(server.url, 'POST', '/api/ware-engine-form/data/export', { token: tokens.admin, body: { formId: 'form-expense' } });
    assert.equal(older.status, 200, JSON.stringify(older.body));
    assert.ok(older.body.data.rows > 0);
    assert.equal((await call(server.url, 'POST', '/api/ware-engine-form/data/export', { token: tokens.admin, body: { formId: 'form-visit' } })).status, 400);
  });
});
