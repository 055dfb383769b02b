/** What a batch removal reports (the customers' and memberships' select mode). */
import { batchRemoveQuestion, batchReport, type BatchOutcome } from '../../../src/domain/member/batch';

const NAMES: Record<string, string> = { 'c-1': '甲公司', 'c-2': '乙公司', 'c-3': '丙公司' };
const nameOf = (id: string) => NAMES[id];

describe('batchReport', () => {
  it.each<[string, BatchOutcome, string, string[]]>([
    ['all removed', { done: ['c-1', 'c-2'], failed: [] }, '2 条已删除', []],
    ['some stayed, named as the list showed them', { done: ['c-1'], failed: [{ id: 'c-2', reason: '只能修改自己负责的客户' }] }, '1 条已删除，1 条未删除', ['乙公司：只能修改自己负责的客户']],
    ['none removed', { done: [], failed: [{ id: 'c-3', reason: '客户不存在' }] }, '未删除任何记录，1 条未删除', ['丙公司：客户不存在']],
    ['a row the list no longer shows is named by its id', { done: [], failed: [{ id: 'c-9', reason: '客户不存在' }] }, '未删除任何记录，1 条未删除', ['c-9：客户不存在']],
  ])('%s', (_, outcome, summary, failures) => {
    expect(batchReport(outcome, nameOf)).toEqual({ summary, failures });
  });

  it('says what another action did', () => {
    expect(batchReport({ done: ['c-1'], failed: [{ id: 'c-2', reason: '供应商不存在' }] }, nameOf, '更新')).toEqual({ summary: '1 条已更新，1 条未更新', failures: ['乙公司：供应商不存在'] });
  });

  it('asks with the count and what is removed', () => {
    expect(batchRemoveQuestion(3, '会员')).toBe('确定删除选中的 3 个会员吗？删除后不可恢复');
  });
});
