import '@/zod-setup';
import {
  associatedRowsByField,
  associatedRowsOf,
  listByIdsRequest,
  listByIdsRows,
  type AssociatedRow,
} from '@/domain/records/associations';

/** §3 "Associated-data row: formAssociationId plus the form data, creater, updater, createTime, lastModifiedTime". */
const expectedRow: AssociatedRow = {
  formAssociationId: 'l1',
  id: 'r1',
  creater: '张三',
  updater: '李四',
  createTime: '2026-11-01 08:00:00',
  lastModifiedTime: '2026-11-02 09:00:00',
  input_name: '王五',
};

describe('associated data: formAssociationDataMap keyed by field id (calls-and-errors.md §3, §7)', () => {
  it.each<{ case: string; row: unknown }>([
    {
      case: 'data is a whole form record',
      row: {
        formAssociationId: 'l1',
        data: {
          id: 'r1',
          formId: 'f2',
          createTime: '2026-11-01 08:00:00',
          createdBy: { id: 'u1', nickname: '张三' },
          lastModifiedTime: '2026-11-02 09:00:00',
          lastModifiedBy: { id: 'u2', nickname: '李四' },
          data: { input_name: '王五' },
        },
      },
    },
    {
      case: 'data is the form data, the system fields beside it',
      row: {
        formAssociationId: 'l1',
        id: 'r1',
        creater: '张三',
        updater: '李四',
        createTime: '2026-11-01 08:00:00',
        lastModifiedTime: '2026-11-02 09:00:00',
        data: { input_name: '王五' },
      },
    },
    {
      case: "data is a whole older-engine record (content, createdAt), read with the newer engine's names too",
      row: {
        formAssociationId: 'l1',
        data: {
          id: 'r1',
          createTime: '2026-11-01 08:00:00',
          createdBy: { nickname: '张三' },
          lastModifiedTime: '2026-11-02 09:00:00',
          lastModifiedBy: { nickname: '李四' },
          content: { input_name: '王五' },
        },
      },
    },
  ])('$case', ({ row }) => {
    expect(associatedRowsByField({ formAssociationDataMap: { association_a: [row] } })).toEqual({
      association_a: [expectedRow],
    });
  });

  it('the older engine names (createdAt, updatedBy) are read when the rows are the older engine', () => {
    const row = {
      formAssociationId: 'l1',
      data: {
        id: 'r1',
        createdAt: '2026-11-01 08:00:00',
        createdBy: { nickname: '张三' },
        updatedAt: '2026-11-02 09:00:00',
        updatedBy: { nickname: '李四' },
        content: { input_name: '王五' },
      },
    };
    expect(associatedRowsOf({ formAssociationDataMap: { a: [row] } }, 'a', 'v1')).toEqual([expectedRow]);
  });

  it('a row without a record id takes formAssociationId as its id', () => {
    const rows = associatedRowsOf(
      { formAssociationDataMap: { a: [{ formAssociationId: 'l9', data: { input_x: 1 } }] } },
      'a',
    );
    expect(rows).toEqual([{ formAssociationId: 'l9', id: 'l9', creater: '', updater: '', input_x: 1 }]);
  });

  it('several fields, rows in order; rows without formAssociationId are left out', () => {
    const byField = associatedRowsByField({
      formAssociationDataMap: {
        a: [
          { formAssociationId: 'l1', data: { input_x: 1 } },
          { data: { input_x: 2 } },
          { formAssociationId: 'l3', data: { input_x: 3 } },
        ],
        b: [],
      },
    });
    expect(byField.a?.map((r) => r.formAssociationId)).toEqual(['l1', 'l3']);
    expect(byField.b).toEqual([]);
  });

  it.each<{ case: string; result: unknown }>([
    { case: 'no map', result: {} },
    { case: 'null', result: null },
    { case: 'a string', result: 'x' },
  ])('an unreadable answer gives no rows: $case', ({ result }) => {
    expect(associatedRowsByField(result)).toEqual({});
    expect(associatedRowsOf(result, 'a')).toEqual([]);
  });
});

describe('form data list by ids (v1): comma-joined id list', () => {
  it.each<{ case: string; ids: unknown[]; expected: { ids: string } | null }>([
    { case: 'ids joined with commas', ids: ['a', 'b', 'c'], expected: { ids: 'a,b,c' } },
    { case: 'numbers become text', ids: [1, 2], expected: { ids: '1,2' } },
    {
      case: 'empty, blank and repeated ids are left out',
      ids: ['a', '', ' ', 'a', null, 'b'],
      expected: { ids: 'a,b' },
    },
    { case: 'no id left: nothing to ask', ids: ['', undefined], expected: null },
    { case: 'no ids', ids: [], expected: null },
  ])('$case', ({ ids, expected }) => {
    expect(listByIdsRequest(ids)).toEqual(expected);
  });

  it('reads the data array of rows with data and formAssociationId', () => {
    const rows = listByIdsRows([
      { formAssociationId: 'l1', data: { id: 'r1', createdBy: { nickname: '张三' }, data: { input_name: '王五' } } },
      { nope: true },
    ]);
    expect(rows).toEqual([{ formAssociationId: 'l1', id: 'r1', creater: '张三', updater: '', input_name: '王五' }]);
    expect(listByIdsRows({ not: 'a list' })).toEqual([]);
  });
});
