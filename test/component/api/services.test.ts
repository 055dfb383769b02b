import { z } from 'zod';

import { byEngine, engineCall } from '../../../src/api/engine';
import { resetToasts } from '../../../src/api/error-effects';
import { isLeader } from '../../../src/api/platform';
import { orEmpty, orFalse } from '../../../src/api/swallow';
import { reauthGate, request } from '../../../src/api/transport';
import { reshapeV1Record } from '../../../src/domain/engine';
import { withRequestLayer } from '../support/client-reset';
import { answer, harness, type FakeRequest } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());

withRequestLayer();

beforeEach(() => {
  localStorage.clear();
  harness.reset();
  resetToasts();
  reauthGate.forget();
});

const sentPaths: string[] = [];
function serve(data: unknown, status = 200) {
  harness.handler = (req: FakeRequest) => {
    sentPaths.push(new URL(req.url).pathname);
    return answer(status, status === 200 ? { code: 0, data } : { code: status, message: 'x' });
  };
}

describe('the swallowing wrappers (calls-and-errors.md §7 "Request layer")', () => {
  it('the leader check resolves its answer, and false on any failure, silently', async () => {
    serve(true);
    await expect(isLeader('10002')).resolves.toBe(true);
    serve(null, 500);
    await expect(isLeader('10002')).resolves.toBe(false);
    serve('not a boolean');
    await expect(isLeader('10002')).resolves.toBe(false);
    expect(harness.mocks.showToast).not.toHaveBeenCalled();
  });

  it('orEmpty resolves [] on failure (the form read/write state list); orFalse resolves false', async () => {
    serve(null, 500);
    await expect(orEmpty(request({ path: '/x', silent: true, schema: z.array(z.string()) }))).resolves.toEqual([]);
    await expect(orFalse(Promise.reject(new Error('x')))).resolves.toBe(false);
    serve(['a']);
    await expect(orEmpty(request({ path: '/x', schema: z.array(z.string()) }))).resolves.toEqual(['a']);
  });
});

describe('engine choice and V1 reshaping, in one place', () => {
  const record = z.object({ id: z.string(), data: z.record(z.string(), z.unknown()), createTime: z.string() });
  const call = {
    v1: { path: '/data/1', schema: record, reshape: reshapeV1Record },
    current: { path: '/form-data/1', schema: record },
  };

  it('an app type containing V1 goes to the older engine, whose answer is reshaped before its schema', async () => {
    sentPaths.length = 0;
    serve({ id: '1', content: { a: 1 }, createdAt: '2026-01-01' });
    await expect(byEngine('FORM_V1', call)).resolves.toEqual({ id: '1', data: { a: 1 }, createTime: '2026-01-01' });
    expect(sentPaths).toEqual(['/api/ware-engine-form/data/1']);
  });

  it('any other type goes to the newer engine, unchanged', async () => {
    sentPaths.length = 0;
    serve({ id: '1', data: { a: 1 }, createTime: '2026-01-01' });
    await expect(byEngine('FORM', call)).resolves.toEqual({ id: '1', data: { a: 1 }, createTime: '2026-01-01' });
    expect(sentPaths).toEqual(['/api/bigtable/form-data/1']);
    expect(engineCall(undefined, call).engine).toBe('current');
  });
});
