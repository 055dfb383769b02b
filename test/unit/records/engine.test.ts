import '@/zod-setup';
import { engineOf, recordBody, toFormRecord, toFormRecords, toRecordPage, type Engine } from '@/domain/records/engine';

describe('engineOf (screens-data-rules.md §3: a type string containing V1 marks the older engine)', () => {
  it.each<{ case: string; app: Parameters<typeof engineOf>[0]; expected: Engine }>([
    { case: 'FORM_V1 is the older engine', app: { type: 'FORM_V1' }, expected: 'v1' },
    { case: 'V1 anywhere in the type', app: { type: 'V1_PROCESS' }, expected: 'v1' },
    { case: 'FORM is the newer engine', app: { type: 'FORM' }, expected: 'current' },
    { case: 'lower-case v1 is not the marker', app: { type: 'form_v1' }, expected: 'current' },
    { case: 'the type string itself', app: 'FORM_V1', expected: 'v1' },
    { case: 'no type', app: {}, expected: 'current' },
    { case: 'a type that is not a string', app: { type: 1 }, expected: 'current' },
    { case: 'no app', app: null, expected: 'current' },
  ])('$case', ({ app, expected }) => {
    expect(engineOf(app)).toBe(expected);
  });
});

describe('toFormRecord: each engine to the common shape (calls-and-errors.md §7 "V1 results are reshaped")', () => {
  it.each<{ case: string; engine: Engine; raw: unknown; expected: unknown }>([
    {
      case: 'older: createdAt → createTime, updatedAt → lastModifiedTime, updatedBy → lastModifiedBy, content → data',
      engine: 'v1',
      raw: {
        id: 'r1',
        formId: 'f1',
        createdAt: '2026-11-01 08:00:00',
        createdBy: { id: 'u1', nickname: '张三' },
        updatedAt: '2026-11-02 09:00:00',
        updatedBy: { id: 'u2', nickname: '李四' },
        content: { input_name: 'a' },
        processInstanceId: 'p1',
      },
      expected: {
        id: 'r1',
        formId: 'f1',
        createTime: '2026-11-01 08:00:00',
        createdBy: { id: 'u1', nickname: '张三' },
        lastModifiedTime: '2026-11-02 09:00:00',
        lastModifiedBy: { id: 'u2', nickname: '李四' },
        data: { input_name: 'a' },
        processInstanceId: 'p1',
      },
    },
    {
      case: 'older: the newer names win when a record carries both',
      engine: 'v1',
      raw: { id: 'r1', createdAt: 'old', createTime: 'new', updatedBy: 'u-old', lastModifiedBy: 'u-new', content: {} },
      expected: { id: 'r1', createTime: 'new', lastModifiedBy: { id: 'u-new' }, data: {} },
    },
    {
      case: 'newer: data',
      engine: 'current',
      raw: { id: 5, createTime: '2026-11-01 08:00:00', data: { number_n: 1 } },
      expected: { id: '5', createTime: '2026-11-01 08:00:00', data: { number_n: 1 } },
    },
    {
      case: 'newer: content (exposed as data) when data is absent',
      engine: 'current',
      raw: { id: 'r1', content: { number_n: 1 } },
      expected: { id: 'r1', data: { number_n: 1 } },
    },
    {
      case: 'no form data at all gives an empty data object',
      engine: 'current',
      raw: { id: 'r1' },
      expected: { id: 'r1', data: {} },
    },
  ])('$case', ({ engine, raw, expected }) => {
    expect(toFormRecord(raw, engine)).toEqual(expected);
  });

  it.each<{ case: string; raw: unknown }>([
    { case: 'no id', raw: { content: {} } },
    { case: 'a string', raw: 'r1' },
    { case: 'an array', raw: [{ id: 'r1' }] },
    { case: 'null', raw: null },
  ])('not a record gives null: $case', ({ raw }) => {
    expect(toFormRecord(raw, 'v1')).toBeNull();
    expect(toFormRecord(raw, 'current')).toBeNull();
  });

  it('toFormRecords leaves out rows that are not records', () => {
    expect(toFormRecords([{ id: 'a' }, null, { id: 'b' }], 'current').map((r) => r.id)).toEqual(['a', 'b']);
    expect(toFormRecords('nope', 'current')).toEqual([]);
  });

  it('toRecordPage reshapes an older-engine page and counts the rows it drops', () => {
    const page = toRecordPage(
      { content: [{ id: 'a', createdAt: 't', content: { x: 1 } }, { nope: 1 }], totalElements: 9 },
      'v1',
    );
    expect(page).toEqual({ content: [{ id: 'a', createTime: 't', data: { x: 1 } }], totalElements: 9, dropped: 1 });
  });

  it('toRecordPage of an unreadable answer is an empty page', () => {
    expect(toRecordPage('boom', 'current')).toEqual({ content: [], totalElements: 0, dropped: 0 });
  });
});

describe('recordBody (PUT data/{id}: id, content, formId, optional ownerId, code; data renamed content in V1)', () => {
  it.each<{ case: string; engine: Engine; expected: Record<string, unknown> }>([
    {
      case: 'older engine: content',
      engine: 'v1',
      expected: { id: 'r1', formId: 'f1', content: { a: 1 }, ownerId: 'u1' },
    },
    {
      case: 'newer engine: data',
      engine: 'current',
      expected: { id: 'r1', formId: 'f1', data: { a: 1 }, ownerId: 'u1' },
    },
  ])('$case', ({ engine, expected }) => {
    expect(recordBody({ id: 'r1', formId: 'f1', data: { a: 1 }, ownerId: 'u1' }, engine)).toEqual(expected);
  });

  it('absent optionals are left out', () => {
    expect(Object.keys(recordBody({ formId: 'f1', data: {} }, 'v1'))).toEqual(['formId', 'content']);
  });
});
