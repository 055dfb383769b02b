import { engineOf, ENGINE_PREFIX, flagEngine, isV1, reshapeProcessInstance, reshapeV1Record, v1CompletionCall, v1Sort, v1TaskPayload } from '../../src/domain/engine';

describe('engine choice from the app type marker', () => {
  it.each([
    ['FORM_V1', 'v1'],
    ['V1', 'v1'],
    ['FORM', 'current'],
    ['form_v1', 'current'],
    ['', 'current'],
    [null, 'current'],
    [undefined, 'current'],
  ] as const)('%j → %s', (type, engine) => {
    expect(engineOf(type)).toBe(engine);
    expect(isV1(type)).toBe(engine === 'v1');
  });

  it('each engine has its path prefix', () => {
    expect(ENGINE_PREFIX).toEqual({ v1: '/ware-engine-form', current: '/bigtable' });
  });
});

describe('V1 reshaping', () => {
  it('renames the older engine’s record fields', () => {
    expect(
      reshapeV1Record({ id: '1', content: { a: 1 }, createdAt: 't1', updatedAt: 't2', updatedBy: { id: 'u' }, code: 'C' }),
    ).toEqual({ id: '1', data: { a: 1 }, createTime: 't1', lastModifiedTime: 't2', lastModifiedBy: { id: 'u' }, code: 'C' });
  });

  it('newer names win when both are there', () => {
    expect(reshapeV1Record({ id: '1', data: { b: 2 }, content: { a: 1 }, createTime: 'new', createdAt: 'old' })).toEqual({
      id: '1',
      data: { b: 2 },
      createTime: 'new',
    });
  });

  it('leaves non-records alone', () => {
    expect(reshapeV1Record(null)).toBeNull();
    expect(reshapeV1Record([1])).toEqual([1]);
  });

  it('process instance history fields', () => {
    expect(
      reshapeProcessInstance({ id: 'p', startedAt: 's', finishedAt: 'f', initiator: { id: 'u', nickname: 'n', picture: 'p.png' } }),
    ).toEqual({ id: 'p', startTime: 's', endTime: 'f', startUserId: 'u', nickName: 'n', avatar: 'p.png' });
    expect(reshapeProcessInstance({ id: 'p' })).toEqual({ id: 'p', startTime: null, endTime: null, startUserId: null, nickName: null, avatar: null });
  });

  it('task completion: data becomes content', () => {
    expect(v1TaskPayload({ id: 't', data: { a: 1 } })).toEqual({ id: 't', content: { a: 1 } });
    expect(v1TaskPayload({ id: 't' })).toEqual({ id: 't' });
  });

  it.each([
    [true, 'app-task'],
    [false, 'task'],
  ])('an older-engine task whose node edits the record: %s completes at %s/{id}/complete', (editsRecord, call) => {
    expect(v1CompletionCall(editsRecord)).toBe(call);
  });

  it.each([
    ['createTime,DESC', 'createdAt,desc'],
    ['createTime,ASC', 'createdAt,asc'],
    ['lastModifiedTime,DESC', 'lastModifiedTime,desc'],
    ['createTime', 'createdAt'],
  ])('sort %s → %s', (sort, expected) => {
    expect(v1Sort(sort)).toBe(expected);
  });

  it('task list items are flagged with their engine', () => {
    expect(flagEngine({ id: 1 }, 'v1')).toEqual({ id: 1, engine: 'v1', isV1: true });
  });
});
