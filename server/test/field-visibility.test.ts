/**
 * Field permissions on reads (spec screens-data-rules.md §6: a user sees only the fields whose key is in their
 * form-field permissions). The seeded `ledger` app (WARE_LARGE_LIST) is the one whose MEMBER lacks a field: 成本
 * (`number_cost`). It is a newer-engine app; no older-engine app is seeded with a field-permission difference, so the
 * older engine is checked only for the search rule it shares (a condition on a key that is not a visible field).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inflateSync } from 'node:zlib';

import { PDFDocument, PDFRawStream } from 'pdf-lib';

import { call, fileServerWithDb, type Json } from './support/harness.js';
import { printTemplates } from '../src/data/record-extras.js';

// A database file rather than memory, so the test can add a print template to the ledger form (none is seeded).
const server = fileServerWithDb('field-visibility', { admin: ['admin', '1001'], member: ['member', '1001'] }, { env: { WARE_LARGE_LIST: '30' } });
const tokens = server.tokens;

const LEDGER = '/api/bigtable/application/app-ledger/form/form-ledger';
// Record 30 is the member's (records 3, 6, … 30); its cost is 13 × 30 = 390, its amount 37 × 30 = 1110.
const RECORD = 'data-ledger-30';
const COST = 390;

const search = (token: string, body: Json) => call(server.url, 'POST', `${LEDGER}/form-data/search`, { token, body });
const detail = (token: string) => call(server.url, 'GET', `${LEDGER}/form-data/${RECORD}/detail`, { token });
const update = (token: string, content: Json) => call(server.url, 'PUT', `${LEDGER}/form-data/${RECORD}`, { token, body: { content } });
const ids = (res: { body: Json }) => res.body.data.content.map((r: { id: string }) => r.id);

describe('query and search answer only the visible fields', () => {
  it('a member gets no 成本 value in content or data; the admin does; system fields stay', async () => {
    const q = (token: string) => call(server.url, 'GET', `${LEDGER}/form-data/query`, { token, query: { page: 1, size: 200 } });
    const admin = await q(tokens.admin);
    assert.equal(admin.status, 200, JSON.stringify(admin.body));
    assert.ok(admin.body.data.content.every((r: Json) => typeof r.content.number_cost === 'number' && typeof r.data.number_cost === 'number'));
    const member = await q(tokens.member);
    assert.equal(member.status, 200, JSON.stringify(member.body));
    assert.equal(member.body.data.totalElements, 10);
    for (const r of member.body.data.content) {
      assert.ok(!('number_cost' in r.content) && !('number_cost' in r.data), JSON.stringify(r));
      assert.deepEqual(Object.keys(r.content).sort(), ['date_day', 'input_title', 'number_amount']);
      assert.ok(r.id && r.code && r.createTime && r.lastModifiedTime && r.ownerId === '10003' && r.creater && r.status);
    }
  });

  it('a raw keyword only a hidden value matches finds nothing for the member; a visible one still finds', async () => {
    const admin = await search(tokens.admin, { keyword: String(COST) });
    assert.deepEqual(ids(admin), [RECORD]);
    const member = await search(tokens.member, { keyword: String(COST) });
    assert.equal(member.status, 200, JSON.stringify(member.body));
    assert.equal(member.body.data.totalElements, 0);
    assert.deepEqual(ids(await search(tokens.member, { keyword: '1110' })), [RECORD]);
  });

  it('a condition or sort on the hidden field is 400 无权查询字段 for the member, in both shapes; system fields stay allowed', async () => {
    const shapes = [
      { key: 'number_cost', ktype: 'number', op: 'equal', vtype: 'CUSTOM', value: COST },
      { key: 'number_cost', operation: 'greater', type: 'number', value: 0, matchType: 'CUSTOM' },
    ];
    for (const c of shapes) {
      for (const body of [{ conditions: [c] }, { keywordConditions: [c] }]) {
        const res = await search(tokens.member, body);
        assert.equal(res.status, 400, JSON.stringify(res.body));
        assert.equal(res.body.message, '无权查询字段: number_cost');
        // The admin may see 成本, so the same search answers.
        assert.equal((await search(tokens.admin, body)).status, 200);
      }
    }
    const sorted = await call(server.url, 'GET', `${LEDGER}/form-data/query`, { token: tokens.member, query: { sort: 'number_cost,DESC' } });
    assert.equal(sorted.status, 400, JSON.stringify(sorted.body));
    assert.equal(sorted.body.message, '无权查询字段: number_cost');
    assert.equal((await search(tokens.member, { sort: ['number_amount,DESC', 'number_cost,ASC'] })).status, 400);
    assert.equal((await search(tokens.admin, { sort: 'number_cost,DESC' })).body.data.content[0].content.number_cost, Math.max(...Array.from({ length: 30 }, (_, i) => ((i + 1) * 13) % 5000)));

    // System fields are no form fields: conditions and sorts on them still work for the member.
    const system = await search(tokens.member, {
      conditions: [
        { key: 'createdBy', op: 'anyone', value: ['10003'] },
        { key: 'code', operation: 'include', value: 'LEDGER-2026-0003', matchType: 'CUSTOM' },
        { key: 'createTime', op: 'later', value: '2026-01-01 00:00:00' },
      ],
      sort: ['lastModifiedTime,DESC', 'createdAt,ASC', 'id,ASC'],
    });
    assert.equal(system.status, 200, JSON.stringify(system.body));
    assert.deepEqual(ids(system), [RECORD]);
    const visible = await search(tokens.member, { conditions: [{ key: 'number_amount', op: 'equal', value: 1110 }], sort: 'number_amount,ASC' });
    assert.deepEqual(ids(visible), [RECORD]);
  });

  it('older engine: the same rule (a key that is not a visible field is refused; system fields are not)', async () => {
    const q = (conditions: Json[]) => call(server.url, 'POST', '/api/ware-engine-form/data/query', { token: tokens.member, body: { formId: 'form-expense', conditions } });
    const unknown = await q([{ key: 'number_secret', op: 'equal', value: 1 }]);
    assert.equal(unknown.status, 400, JSON.stringify(unknown.body));
    assert.equal(unknown.body.message, '无权查询字段: number_secret');
    const system = await q([{ key: 'ownerId', op: 'equal', value: '10003' }]);
    assert.equal(system.status, 200, JSON.stringify(system.body));
    assert.ok(system.body.data.content.every((r: Json) => r.ownerId === '10003'));
  });
});

describe('detail, change log and edit', () => {
  it('the detail leaves 成本 out for the member', async () => {
    const admin = await detail(tokens.admin);
    assert.equal(admin.body.data.content.number_cost, COST);
    const member = await detail(tokens.member);
    assert.equal(member.status, 200, JSON.stringify(member.body));
    assert.ok(!('number_cost' in member.body.data.content) && !('number_cost' in member.body.data.data));
    assert.equal(member.body.data.content.number_amount, 1110);
    // The form-data read the edit screen uses answers the same way.
    const read = (token: string) => call(server.url, 'GET', `${LEDGER}/form-data/${RECORD}`, { token });
    assert.equal((await read(tokens.admin)).body.data.content.number_cost, COST);
    const own = await read(tokens.member);
    assert.equal(own.status, 200, JSON.stringify(own.body));
    assert.ok(!('number_cost' in own.body.data.content) && !('number_cost' in own.body.data.data));
  });

  it('an edit by the member keeps the hidden 成本 (and cannot change it)', async () => {
    const res = await update(tokens.member, { input_title: '成员改过', number_cost: 1 });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    // The update's answer is a read too: no 成本 in it.
    assert.ok(!('number_cost' in res.body.data.content), JSON.stringify(res.body.data.content));
    const stored = (await detail(tokens.admin)).body.data.content;
    assert.equal(stored.input_title, '成员改过');
    assert.equal(stored.number_cost, COST);
    assert.equal(stored.number_amount, 1110);
  });

  it('change log entries carry only the visible changes; an update of hidden fields alone is left out', async () => {
    assert.equal((await update(tokens.admin, { input_title: '管理员改过', number_cost: 400 })).status, 200);
    assert.equal((await update(tokens.admin, { number_cost: 401 })).status, 200);
    const logs = (token: string) => call(server.url, 'GET', `${LEDGER}/form-data/${RECORD}/changelogs`, { token });
    const admin = (await logs(tokens.admin)).body.data;
    assert.deepEqual(
      admin.map((e: Json) => e.changes.map((c: Json) => c.key)),
      [['number_cost'], ['input_title', 'number_cost']],
    );
    const member = await logs(tokens.member);
    assert.equal(member.status, 200, JSON.stringify(member.body));
    assert.equal(member.body.data.length, 1);
    assert.deepEqual(member.body.data[0].changes, [{ key: 'input_title', before: '台账记录 30', after: '管理员改过' }]);
    assert.ok(!JSON.stringify(member.body.data).includes('number_cost'));
  });
});

describe('print', () => {
  /** The code points the PDF's text maps to (its fonts' ToUnicode CMaps): what the PDF prints, whatever the glyph ids. */
  const printedCodePoints = async (token: string, templateId: string) => {
    const res = await call(server.url, 'POST', `${LEDGER}/print-templates/${templateId}/pdf`, { token, body: { dataId: RECORD } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const file = await fetch(`${server.url}/api/file/fileoperation/download?fileId=${res.body.data.fileId}&isDownload=1`);
    const pdf = await PDFDocument.load(Buffer.from(await file.arrayBuffer()));
    const cmaps = pdf.context
      .enumerateIndirectObjects()
      .map(([, obj]) => (obj instanceof PDFRawStream ? obj : null))
      .filter((s): s is PDFRawStream => s !== null)
      .map((s) => {
        try {
          return inflateSync(Buffer.from(s.contents)).toString('latin1');
        } catch {
          return Buffer.from(s.contents).toString('latin1');
        }
      })
      .filter((text) => text.includes('beginbfchar'));
    assert.ok(cmaps.length > 0, 'the PDF has a ToUnicode CMap');
    return new Set([...cmaps.join('\n').matchAll(/<[0-9a-f]+>\s*<([0-9a-f]{4})>/gi)].map((m) => String.fromCodePoint(parseInt(m[1]!, 16))));
  };

  it('a template does not print a field the caller may not see (all fields, or naming it)', async () => {
    server.db.insert(printTemplates)
      .values([
        { id: 'tpl-ledger-all', tenantId: '1001', appId: 'app-ledger', formId: 'form-ledger', name: '台账打印', config: { title: 'Ledger', fields: [], footer: '' } },
        { id: 'tpl-ledger-cost', tenantId: '1001', appId: 'app-ledger', formId: 'form-ledger', name: '成本打印', config: { title: 'Ledger', fields: ['number_cost', 'number_amount'], footer: '' } },
      ])
      .run();
    for (const template of ['tpl-ledger-all', 'tpl-ledger-cost']) {
      const admin = await printedCodePoints(tokens.admin, template);
      assert.ok(admin.has('本') && admin.has('金'), `${template}: the admin's print has 成本`);
      const member = await printedCodePoints(tokens.member, template);
      assert.ok(member.has('金') && member.has('额'), `${template}: the member's print has 金额`);
      // 本 is printed only by the label 成本 (成 is also in the creator's name 张成员).
      assert.ok(!member.has('本'), `${template}: the member's print has no 成本`);
    }
  });
});
