import '@/zod-setup';
import {
  associationResultSchema,
  filterConditionSchema,
  idSchema,
  listByIdsResultSchema,
  newerFormRecordSchema,
  olderFormRecordSchema,
  operationConditionSchema,
  pageSchemaOf,
  readDataObject,
  userRefSchema,
} from '@/domain/records/schemas';

describe('form record schemas (screens-data-rules.md §3 "Form record"; tolerant)', () => {
  it.each<{ case: string; raw: unknown; expected: Record<string, unknown> }>([
    {
      case: 'older engine: createdAt, updatedAt, updatedBy, content',
      raw: {
        id: 7,
        formId: 'f1',
        code: 'C-001',
        ownerId: 'u1',
        createdAt: '2026-11-01 08:00:00',
        createdBy: { id: 'u1', nickname: '张三', picture: 'p.png' },
        updatedAt: '2026-11-02 09:00:00',
        updatedBy: { id: 'u2', nickname: '李四' },
        content: { input_name: 'a' },
      },
      expected: {
        id: '7',
        formId: 'f1',
        code: 'C-001',
        ownerId: 'u1',
        createdAt: '2026-11-01 08:00:00',
        createdBy: { id: 'u1', nickname: '张三', picture: 'p.png' },
        updatedAt: '2026-11-02 09:00:00',
        updatedBy: { id: 'u2', nickname: '李四' },
        content: { input_name: 'a' },
      },
    },
    {
      case: 'a field of the wrong type reads as absent, unknown keys pass through',
      raw: { id: 'r1', code: { x: 1 }, createdAt: false, createdBy: [], content: 'not json', tenantId: 't1' },
      expected: {
        id: 'r1',
        code: undefined,
        createdAt: undefined,
        createdBy: undefined,
        content: undefined,
        tenantId: 't1',
      },
    },
  ])('older: $case', ({ raw, expected }) => {
    expect(olderFormRecordSchema.parse(raw)).toEqual(expected);
  });

  it.each<{ case: string; raw: unknown; expected: Record<string, unknown> }>([
    {
      case: 'newer engine: createTime, lastModifiedBy, lastModifiedTime, data',
      raw: {
        id: 'r1',
        createTime: 1763798400000,
        lastModifiedBy: { id: 'u2', nickname: '李四' },
        lastModifiedTime: '2026-11-02 09:00:00',
        data: { number_amount: 3 },
      },
      expected: {
        id: 'r1',
        createTime: 1763798400000,
        lastModifiedBy: { id: 'u2', nickname: '李四' },
        lastModifiedTime: '2026-11-02 09:00:00',
        data: { number_amount: 3 },
      },
    },
    {
      case: 'a user given as a bare id',
      raw: { id: 'r1', createdBy: 'u9' },
      expected: { id: 'r1', createdBy: { id: 'u9' } },
    },
    {
      case: 'form data written as JSON text',
      raw: { id: 'r1', content: '{"input_name":"a"}' },
      expected: { id: 'r1', content: { input_name: 'a' } },
    },
  ])('newer: $case', ({ raw, expected }) => {
    expect(newerFormRecordSchema.parse(raw)).toEqual(expected);
  });

  it.each<{ case: string; raw: unknown }>([
    { case: 'no id', raw: { code: 'C-1' } },
    { case: 'empty id', raw: { id: '' } },
    { case: 'not an object', raw: 'r1' },
    { case: 'null', raw: null },
  ])('a record needs an id: $case fails', ({ raw }) => {
    expect(olderFormRecordSchema.safeParse(raw).success).toBe(false);
    expect(newerFormRecordSchema.safeParse(raw).success).toBe(false);
  });

  it.each<{ case: string; raw: unknown; expected: unknown }>([
    { case: 'string id', raw: 'a', expected: 'a' },
    { case: 'numeric id', raw: 12, expected: '12' },
  ])('idSchema: $case', ({ raw, expected }) => {
    expect(idSchema.parse(raw)).toBe(expected);
  });

  it.each<{ case: string; raw: unknown; expected: unknown }>([
    {
      case: 'id, nickname, picture',
      raw: { id: 1, nickname: 'n', picture: 'p' },
      expected: { id: '1', nickname: 'n', picture: 'p' },
    },
    { case: 'bare id', raw: 'u1', expected: { id: 'u1' } },
  ])('userRefSchema: $case', ({ raw, expected }) => {
    expect(userRefSchema.parse(raw)).toEqual(expected);
  });

  it.each<{ case: string; raw: unknown; expected: unknown }>([
    { case: 'an object is copied', raw: { a: 1 }, expected: { a: 1 } },
    { case: 'JSON text of an object', raw: ' {"a":1}', expected: { a: 1 } },
    { case: 'broken JSON', raw: '{a', expected: undefined },
    { case: 'an array', raw: [1], expected: undefined },
  ])('readDataObject: $case', ({ raw, expected }) => {
    expect(readDataObject(raw)).toEqual(expected);
  });
});

describe('paged list result (tolerant)', () => {
  const page = pageSchemaOf(idSchema);
  it.each<{ case: string; raw: unknown; expected: unknown }>([
    {
      case: '{content, totalElements}',
      raw: { content: ['a', 'b'], totalElements: 40 },
      expected: { content: ['a', 'b'], totalElements: 40, dropped: 0 },
    },
    {
      case: '{records, total} with total as text',
      raw: { records: ['a'], total: '12' },
      expected: { content: ['a'], totalElements: 12, dropped: 0 },
    },
    { case: 'a bare array', raw: ['a', 'b'], expected: { content: ['a', 'b'], totalElements: 2, dropped: 0 } },
    {
      case: 'bad rows are dropped and counted',
      raw: { content: ['a', null, {}], totalElements: 3 },
      expected: { content: ['a'], totalElements: 3, dropped: 2 },
    },
    { case: 'no list at all', raw: {}, expected: { content: [], totalElements: 0, dropped: 0 } },
    {
      case: 'a total smaller than the rows is raised',
      raw: { content: ['a', 'b'], totalElements: 1 },
      expected: { content: ['a', 'b'], totalElements: 2, dropped: 0 },
    },
  ])('$case', ({ raw, expected }) => {
    expect(page.parse(raw)).toEqual(expected);
  });

  it('not an object nor an array fails', () => {
    expect(page.safeParse('x').success).toBe(false);
  });
});

describe('filter condition, both shapes (§3)', () => {
  it.each<{ case: string; raw: unknown; ok: boolean }>([
    {
      case: 'key, ktype, dtype, op, vtype, value',
      raw: { key: 'input_a', ktype: 'input', dtype: 'string', op: 'include', vtype: 'CUSTOM', value: 'x' },
      ok: true,
    },
    { case: 'only key, op and value', raw: { key: 'input_a', op: 'null' }, ok: true },
    { case: 'no op', raw: { key: 'input_a', value: 1 }, ok: false },
    { case: 'empty key', raw: { key: '', op: 'equal' }, ok: false },
  ])('filterConditionSchema: $case', ({ raw, ok }) => {
    expect(filterConditionSchema.safeParse(raw).success).toBe(ok);
  });

  it.each<{ case: string; raw: unknown; ok: boolean }>([
    {
      case: 'key, operation, type, value, matchType',
      raw: { key: 'number_a', operation: 'greater', type: 'number', value: 0, matchType: 'CUSTOM' },
      ok: true,
    },
    {
      case: 'matchType is optional',
      raw: { key: 'number_a', operation: 'greater', type: 'number', value: 0 },
      ok: true,
    },
    { case: 'no operation', raw: { key: 'number_a', op: 'greater' }, ok: false },
  ])('operationConditionSchema: $case', ({ raw, ok }) => {
    expect(operationConditionSchema.safeParse(raw).success).toBe(ok);
  });
});

describe('associated data (calls-and-errors.md §3, §7)', () => {
  it('formAssociationDataMap keyed by field id; rows without formAssociationId are left out', () => {
    const parsed = associationResultSchema.parse({
      formAssociationDataMap: {
        association_a: [{ formAssociationId: 'l1', data: { id: 'r1' } }, { data: {} }, 'junk'],
        association_b: 'not a list',
      },
    });
    expect(parsed.formAssociationDataMap).toEqual({
      association_a: [{ formAssociationId: 'l1', data: { id: 'r1' } }],
      association_b: [],
    });
  });

  it.each<{ case: string; raw: unknown }>([
    { case: 'no map', raw: {} },
    { case: 'map not an object', raw: { formAssociationDataMap: [1] } },
  ])('an unreadable map gives no rows: $case', ({ raw }) => {
    expect(associationResultSchema.parse(raw).formAssociationDataMap).toEqual({});
  });

  it('list by ids (v1): the data array of rows', () => {
    expect(listByIdsResultSchema.parse([{ formAssociationId: 2, data: { a: 1 } }, { nope: 1 }])).toEqual([
      { formAssociationId: '2', data: { a: 1 } },
    ]);
    expect(listByIdsResultSchema.parse(null)).toEqual([]);
  });
});
