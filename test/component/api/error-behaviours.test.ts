import { z } from 'zod';

import { resetToasts } from '../../../src/api/error-effects';
import { ApiError, ERROR_CATALOGUE, type ErrorRowId } from '../../../src/api/errors';
import { reauthGate, request, type CallOptions } from '../../../src/api/transport';
import { ERROR_TEXT } from '../../../src/domain/messages';
import { withRequestLayer } from '../support/client-reset';
import { answer, harness } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());

withRequestLayer();

/**
 * Each row of the error catalogue, carried out by the request layer against a scripted answer: the toast text, the
 * redirect, the modal, resolving empty, or rejecting (calls-and-errors.md §8). The same rows run against the real
 * server's fault switch in catalogue-server.test.ts.
 */
beforeEach(() => {
  localStorage.clear();
  harness.reset();
  resetToasts();
  reauthGate.forget();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const toasts = () => harness.mocks.showToast!.mock.calls.map((c) => (c[0] as { title: string }).title);
const modals = () => harness.mocks.showModal!.mock.calls.map((c) => (c[0] as { content: string }).content);

async function outcome(status: number, body: unknown, options: Partial<CallOptions> = {}) {
  harness.handler = () => answer(status, body);
  try {
    const value = await request({ path: '/platform/members', schema: z.unknown(), ...options });
    return { resolved: value as unknown };
  } catch (error) {
    return { rejected: error as ApiError };
  }
}

const rowOf = (o: { rejected?: ApiError }) => o.rejected?.row;

describe('every catalogue row, as the user sees it', () => {
  it('200 with a non-zero code and a message: the message is toasted', async () => {
    const o = await outcome(200, { code: 1, message: '名称已存在' });
    expect(rowOf(o)).toBe('nonZeroCode');
    expect(toasts()).toEqual(['名称已存在']);
  });

  it('-109: the server message, or the busy text', async () => {
    expect(rowOf(await outcome(200, { code: -109, message: '系统繁忙' }))).toBe('busy');
    resetToasts();
    await outcome(200, { code: -109 });
    expect(toasts()).toEqual(['系统繁忙', ERROR_TEXT.busy]);
  });

  it('400: the server message', async () => {
    await outcome(400, { code: 400, message: '参数错误: name' });
    expect(toasts()).toEqual(['参数错误: name']);
  });

  it('400 on process start: the running process parsed from the detail, else start failed', async () => {
    await outcome(400, { code: 400, message: 'x', detail: '流程正在进行中: 报销-1' }, { path: '/ware-engine-form/processes/key/expense/start' });
    resetToasts();
    await outcome(400, { code: 400, message: '校验失败' }, { path: '/bigtable/process-definitions/key/leave/start' });
    expect(toasts()).toEqual(['启动失败,当前正在进行中:报销-1', '启动失败']);
  });

  it('403: the server message', async () => {
    await outcome(403, { code: 403, message: '无权执行该操作' });
    expect(toasts()).toEqual(['无权执行该操作']);
  });

  it('403 APP_NOT_PUBLIC on an app endpoint: the restricted-access page replaces the page, with the message', async () => {
    const o = await outcome(403, { code: 'APP_NOT_PUBLIC', message: 'x' }, { path: '/ware-engine/apps/a1' });
    expect(rowOf(o)).toBe('appNotPublic');
    expect(harness.mocks.redirectTo).toHaveBeenCalledWith({ url: '/pagesB/view/restrictedAccess?type=noPermission' });
    expect(JSON.parse(localStorage.getItem('accessDenied')!).data).toEqual({ title: ERROR_TEXT.appNotPublic, description: '' });
    expect(toasts()).toEqual([]);
  });

  it('403 TENANT_REQUIRED on the to-do list and history: an empty result', async () => {
    const empty = { content: [], totalElements: 0 };
    const o = await outcome(403, { code: 'TENANT_REQUIRED' }, { path: '/bigtable/task/todo', empty });
    expect(o).toEqual({ resolved: empty });
    expect(await outcome(403, { code: 'TENANT_REQUIRED' }, { path: '/ware-engine-form/history/tasks' })).toEqual({ resolved: [] });
    expect(toasts()).toEqual([]);
  });

  it('404: API接口不存在', async () => {
    await outcome(404, { code: 404, message: 'Not Found' });
    expect(toasts()).toEqual(['API接口不存在']);
  });

  describe('404 with detail 数据不存在 on application paths', () => {
    const body = { code: 404, message: '数据不存在', detail: '数据不存在' };
    const path = '/bigtable/application/a/form/f/form-data/9';

    it('on the form info page: a modal', async () => {
      const o = await outcome(404, body, { path, context: 'formInfo' });
      expect(rowOf(o)).toBe('dataNotFound');
      expect(modals()).toEqual([ERROR_TEXT.dataNoPermissionOrDeleted]);
    });

    it('on the to-do list: resolves', async () => {
      expect(await outcome(404, body, { path, context: 'todo' })).toEqual({ resolved: [] });
      expect(modals()).toEqual([]);
    });

    it('otherwise, outside the native host: a toast', async () => {
      await outcome(404, body, { path });
      expect(toasts()).toEqual(['数据不存在']);
    });
  });

  it('500: 服务器繁忙', async () => {
    await outcome(500, { code: 500, message: 'boom' });
    expect(toasts()).toEqual(['服务器繁忙']);
  });

  it('other statuses and network failure: 网络异常,请稍后重试!', async () => {
    await outcome(502, null);
    resetToasts();
    harness.handler = () => Promise.reject(new Error('request:fail'));
    const o = await request({ path: '/x' }).catch((e: ApiError) => e);
    expect((o as ApiError).row).toBe('network');
    expect(toasts()).toEqual(['网络异常,请稍后重试!', '网络异常,请稍后重试!']);
  });

  it('other errors: rejected with the body, nothing shown', async () => {
    const o = await outcome(200, { code: 7, data: { why: 'x' } });
    expect(rowOf(o)).toBe('other');
    expect(o.rejected!.body).toEqual({ code: 7, data: { why: 'x' } });
    expect(toasts()).toEqual([]);
  });

  it('a silent call shows nothing but still rejects with its row', async () => {
    const o = await outcome(500, { code: 500 }, { silent: true });
    expect(rowOf(o)).toBe('serverError');
    expect(toasts()).toEqual([]);
  });

  it('the same toast is not repeated while it shows, unless the call asks', async () => {
    await outcome(500, {});
    await outcome(500, {});
    expect(toasts()).toHaveLength(1);
    await outcome(500, {}, { repeatToast: true });
    expect(toasts()).toHaveLength(2);
  });

  it('every row of the catalogue was exercised above or in transport.test.ts', () => {
    const covered: ErrorRowId[] = ['nonZeroCode', 'busy', 'badRequest', 'processStart', 'forbidden', 'appNotPublic', 'tenantRequired', 'apiNotFound', 'dataNotFound', 'serverError', 'network', 'other'];
    const elsewhere: ErrorRowId[] = ['tokenExpired', 'tokenEndpoint401'];
    expect([...covered, ...elsewhere].sort()).toEqual(ERROR_CATALOGUE.map((r) => r.id).sort());
  });
});
