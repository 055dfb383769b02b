import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import {
  APP_ENDPOINT,
  classify,
  ERROR_CATALOGUE,
  runningProcessOf,
  toastTextOf,
  type Answer,
  type ErrorRowId,
} from '../../../src/api/errors';
import { ERROR_TEXT } from '../../../src/domain/messages';

/**
 * The error catalogue against the spec's table (calls-and-errors.md §8), like zod's locale parity test: every row of
 * the spec has exactly one row here with one behaviour, nothing extra, and every Chinese text the spec gives appears
 * verbatim. The spec's table is kept as a fixture so the test runs without ../shared; when the shared spec is there,
 * the fixture must still equal it.
 */
const FIXTURE = path.join(__dirname, '..', 'fixtures', 'spec-error-catalogue.md');
const SHARED_SPEC = path.resolve(__dirname, '..', '..', '..', '..', 'shared', 'spec', 'calls-and-errors.md');

const table = readFileSync(FIXTURE, 'utf8');
const specRows = table
  .split('\n')
  .filter((line) => line.startsWith('| ') && !line.startsWith('| Trigger'))
  .map((line) => {
    const [, trigger, behaviour] = line.split('|').map((cell) => cell.trim());
    return { trigger: trigger!, behaviour: behaviour! };
  });

/** Chinese texts in a cell, with a Latin word glued to the front (token过期..., API接口...). */
const CJK = /[A-Za-z]*[\u4e00-\u9fff](?:[\u4e00-\u9fff,!！]*[\u4e00-\u9fff!！])?/g;

describe('error catalogue parity with spec §8', () => {
  if (existsSync(SHARED_SPEC)) {
    it('the fixture is the shared spec table, unchanged', () => {
      const source = readFileSync(SHARED_SPEC, 'utf8');
      for (const line of table.trim().split('\n')) expect(source).toContain(line);
    });
  }

  it('reads the 14 rows of the spec', () => {
    expect(specRows).toHaveLength(14);
  });

  it('has one row per spec row and no other', () => {
    expect(ERROR_CATALOGUE.map((r) => r.trigger).sort()).toEqual(specRows.map((r) => r.trigger).sort());
    expect(new Set(ERROR_CATALOGUE.map((r) => r.id)).size).toBe(ERROR_CATALOGUE.length);
  });

  it.each(specRows.map((r) => [r.trigger, r.behaviour] as const))('%s: one behaviour, with the spec’s texts', (trigger, behaviour) => {
    const row = ERROR_CATALOGUE.find((r) => r.trigger === trigger)!;
    expect(row.behaviour.kind).toBeTruthy();
    const data = JSON.stringify(row);
    const texts = behaviour.match(CJK) ?? [];
    for (const text of texts) expect([trigger, text, data.includes(text)]).toEqual([trigger, text, true]);
  });

  it('the verbatim texts of §8', () => {
    expect(ERROR_TEXT.tokenExpired).toBe('token过期,请重新登录');
    expect(ERROR_TEXT.apiNotFound).toBe('API接口不存在');
    expect(ERROR_TEXT.serverBusy).toBe('服务器繁忙');
    expect(ERROR_TEXT.network).toBe('网络异常,请稍后重试!');
    expect(ERROR_TEXT.dataNotFoundDetail).toBe('数据不存在');
  });
});

const ok = (body: unknown, status = 200): Answer => ({ status, body });

describe('which row an answer falls in', () => {
  it.each<[string, Answer, string, boolean | undefined, ErrorRowId | null]>([
    ['code 0', ok({ code: 0, data: 1 }), '/auth/x', undefined, null],
    ['code "0"', ok({ code: '0', data: 1 }), '/base/current/user/my', undefined, null],
    ['a bare body (provider, raw older-engine answer)', ok({ access_token: 'a' }), '/token', true, null],
    ['200, non-zero code with a message', ok({ code: 1, message: '名称已存在' }), '/x', undefined, 'nonZeroCode'],
    ['200, non-zero code without a message', ok({ code: 7 }), '/x', undefined, 'other'],
    ['200, body code "4010"', ok({ code: '4010', message: 'token过期,请重新登录' }), '/auth/joined-organization', undefined, 'tokenExpired'],
    ['200, body code 4010 as a number', ok({ code: 4010 }), '/auth/x', undefined, 'tokenExpired'],
    ['HTTP 401', ok({ code: 401 }, 401), '/platform/members', undefined, 'tokenExpired'],
    ['HTTP 401 on the token endpoint', ok({ error: 'invalid_client' }, 401), '/token', true, 'tokenEndpoint401'],
    ['200, body code -109', ok({ code: -109, message: '网络繁忙' }), '/x', undefined, 'busy'],
    ['200, body code "-109"', ok({ code: '-109' }), '/x', undefined, 'busy'],
    ['400', ok({ code: 400, message: '参数错误' }, 400), '/platform/organizations', undefined, 'badRequest'],
    ['400 on process start (older engine)', ok({ code: 400 }, 400), '/ware-engine-form/processes/key/expense/start', undefined, 'processStart'],
    ['400 on process start (newer engine)', ok({ code: 400 }, 400), '/bigtable/process-definitions/key/leave/start', undefined, 'processStart'],
    ['403', ok({ code: 403, message: '无权访问' }, 403), '/platform/members', undefined, 'forbidden'],
    ['403 APP_NOT_PUBLIC on an app endpoint', ok({ code: 'APP_NOT_PUBLIC' }, 403), '/ware-engine/apps/a1', undefined, 'appNotPublic'],
    ['403 APP_NOT_PUBLIC elsewhere is a plain 403', ok({ code: 'APP_NOT_PUBLIC' }, 403), '/platform/members', undefined, 'forbidden'],
    ['403 TENANT_REQUIRED on the to-do list', ok({ code: 'TENANT_REQUIRED' }, 403), '/bigtable/task/todo', undefined, 'tenantRequired'],
    ['403 TENANT_REQUIRED on history', ok({ code: 'TENANT_REQUIRED' }, 403), '/ware-engine-form/history/tasks', undefined, 'tenantRequired'],
    ['403 TENANT_REQUIRED elsewhere is a plain 403', ok({ code: 'TENANT_REQUIRED' }, 403), '/platform/current-organization', undefined, 'forbidden'],
    ['404', ok({ code: 404 }, 404), '/nope', undefined, 'apiNotFound'],
    ['404 数据不存在 on an application path', ok({ code: 404, detail: '数据不存在' }, 404), '/bigtable/application/a/form/f/form-data/1', undefined, 'dataNotFound'],
    ['404 数据不存在 elsewhere', ok({ code: 404, detail: '数据不存在' }, 404), '/platform/organizations/9', undefined, 'apiNotFound'],
    ['500', ok({ code: 500 }, 500), '/x', undefined, 'serverError'],
    ['502', ok(null, 502), '/x', undefined, 'network'],
    ['418', ok(null, 418), '/x', undefined, 'network'],
    ['no network', { status: 'network' }, '/x', undefined, 'network'],
  ])('%s', (_name, answer, p, tokenEndpoint, expected) => {
    expect(classify(answer, { path: p, tokenEndpoint })).toBe(expected);
  });

  it('the query does not change the path', () => {
    expect(classify(ok({ code: 'APP_NOT_PUBLIC' }, 403), { path: '/ware-engine/apps/a1?x=1' })).toBe('appNotPublic');
    expect(APP_ENDPOINT.test('/ware-engine/apps')).toBe(true);
    expect(APP_ENDPOINT.test('/ware-engine/appsx')).toBe(false);
  });
});

describe('toast texts', () => {
  it('server message, with the fallback when there is none', () => {
    expect(toastTextOf({ serverMessage: true, fallback: ERROR_TEXT.busy }, { code: -109, message: '忙' })).toBe('忙');
    expect(toastTextOf({ serverMessage: true, fallback: ERROR_TEXT.busy }, { code: -109 })).toBe(ERROR_TEXT.busy);
    expect(toastTextOf({ fixed: ERROR_TEXT.serverBusy }, { message: 'x' })).toBe('服务器繁忙');
  });

  it.each([
    ['流程正在进行中: 费用报销-001', '启动失败,当前正在进行中:费用报销-001'],
    ['流程已在进行中：REQ-7', '启动失败,当前正在进行中:REQ-7'],
    ['process already running: exp-1', '启动失败,当前正在进行中:exp-1'],
    ['表单校验失败', '启动失败'],
    ['', '启动失败'],
  ])('process start detail %j → %j', (detail, expected) => {
    expect(toastTextOf({ processStart: true }, { code: 400, detail })).toBe(expected);
  });

  it('reads the running process from the message when there is no detail', () => {
    expect(runningProcessOf('当前流程进行中: X')).toBe('X');
    expect(toastTextOf({ processStart: true }, { code: 400, message: '进行中: Y' })).toBe('启动失败,当前正在进行中:Y');
  });
});
