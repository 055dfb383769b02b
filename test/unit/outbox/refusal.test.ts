import type { ReplayOutcome } from '@/domain/outbox/queue';
import { replayOutcomeOf, type ReplayFailure } from '@/domain/outbox/refusal';

/**
 * A replayed action's failure: a conflict the user sees (同步失败, with the catalogue's message, kept to retry, copy,
 * edit or discard) or a passing trouble the outbox gets past by itself (待同步).
 */
describe('replayOutcomeOf: conflict or retryable, by the error catalogue row', () => {
  const refused = (message: string): ReplayOutcome => ({ kind: 'refused', message });
  it.each<{ case: string; failure: ReplayFailure | null; expected: ReplayOutcome }>([
    // Retryable: the action stays 待同步.
    { case: 'no network: retryable, the replay stops until it returns', failure: { row: 'network', text: '网络异常' }, expected: { kind: 'offline' } },
    { case: 'server busy (-109): retryable at the next replay', failure: { row: 'busy', text: '系统繁忙' }, expected: { kind: 'later' } },
    { case: '5xx: retryable at the next replay', failure: { row: 'serverError', text: '服务器繁忙' }, expected: { kind: 'later' } },
    { case: 'no answer read at all (the layer failed): retryable', failure: null, expected: { kind: 'later' } },
    // The session: waits for the same user to sign in again.
    { case: 'expired token whose silent renewal failed: waits for sign-in', failure: { row: 'tokenExpired', text: '登录已过期' }, expected: { kind: 'signInNeeded' } },
    { case: '401 on the token endpoint: waits for sign-in', failure: { row: 'tokenEndpoint401', text: '' }, expected: { kind: 'signInNeeded' } },
    // Conflicts: the server refused; shown with its message, never dropped.
    { case: 'task already decided by someone else (400)', failure: { row: 'badRequest', text: '此任务已被他人处理' }, expected: refused('此任务已被他人处理') },
    { case: 'the form changed: a field the node no longer grants (non-zero code)', failure: { row: 'nonZeroCode', text: '当前节点不允许修改这些字段: 金额' }, expected: refused('当前节点不允许修改这些字段: 金额') },
    { case: 'permission withdrawn (403)', failure: { row: 'forbidden', text: '这不是您的待办任务' }, expected: refused('这不是您的待办任务') },
    { case: 'the record deleted (404 数据不存在)', failure: { row: 'dataNotFound', text: '数据不存在' }, expected: refused('数据不存在') },
    { case: 'the address gone (404)', failure: { row: 'apiNotFound', text: '请求的资源不存在' }, expected: refused('请求的资源不存在') },
    { case: 'the app no longer public', failure: { row: 'appNotPublic', text: '该应用未公开' }, expected: refused('该应用未公开') },
    { case: 'an error the catalogue shows nothing for: refused still, in our words', failure: { row: 'other', text: '服务器未接受此操作' }, expected: refused('服务器未接受此操作') },
    // Taken after all.
    { case: 'success with an unexpected answer shape: the action was taken', failure: { row: 'schema', text: '' }, expected: { kind: 'done' } },
  ])('$case', ({ failure, expected }) => {
    expect(replayOutcomeOf(failure)).toEqual(expected);
  });
});
