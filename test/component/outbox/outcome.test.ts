import { ApiError, type ErrorRowId } from '../../../src/api/errors';
import { ERROR_TEXT } from '../../../src/domain/messages';
import { outcomeOf } from '../../../src/features/outbox/outbox';
import { OUTBOX_TEXT } from '../../../src/features/outbox/text';

/** How a replayed call's answer (its error catalogue row, calls-and-errors.md §8) decides the queued action's fate. */
describe('outcomeOf: the error catalogue row of a replayed call', () => {
  const refusal = { code: 1, message: '任务已被他人处理' };
  it.each<{ case: string; row: ErrorRowId | 'schema'; body?: unknown; expected: ReturnType<typeof outcomeOf> }>([
    { case: 'no network: stay queued, stop replaying', row: 'network', expected: { kind: 'offline' } },
    { case: 'server busy (-109): stay queued for the next replay', row: 'busy', expected: { kind: 'later' } },
    { case: '5xx: stay queued for the next replay', row: 'serverError', expected: { kind: 'later' } },
    { case: '4010 / 401 after the silent renewal failed: wait for sign-in', row: 'tokenExpired', expected: { kind: 'signInNeeded' } },
    { case: '401 on the token endpoint: wait for sign-in', row: 'tokenEndpoint401', expected: { kind: 'signInNeeded' } },
    { case: 'non-zero code: refused with the server message', row: 'nonZeroCode', body: refusal, expected: { kind: 'refused', message: refusal.message } },
    { case: '403 (permission withdrawn): refused with the server message', row: 'forbidden', body: { code: 403, message: '无权限' }, expected: { kind: 'refused', message: '无权限' } },
    { case: 'record gone: refused', row: 'dataNotFound', body: { code: 404, message: '数据不存在' }, expected: { kind: 'refused', message: '数据不存在' } },
    { case: 'a refusal without a message says so in our words', row: 'badRequest', body: {}, expected: { kind: 'refused', message: OUTBOX_TEXT.refused } },
  ])('$case', ({ row, body = null, expected }) => {
    expect(outcomeOf(new ApiError(row, 400, body, '/x'))).toEqual(expected);
  });

  it('an error that is not an answer (the layer itself failed): stay queued', () => {
    expect(outcomeOf(new Error('boom'))).toEqual({ kind: 'later' });
  });
});

describe('outcomeOf: the refusal is shown in the catalogue’s words', () => {
  it('a 404 on an address the server no longer has: the catalogue’s fixed text, not the body’s', () => {
    const outcome = outcomeOf(new ApiError('apiNotFound', 404, { code: 404, message: 'Route PUT:/x not found' }, '/x'));
    expect(outcome).toEqual({ kind: 'refused', message: ERROR_TEXT.apiNotFound });
  });
});
