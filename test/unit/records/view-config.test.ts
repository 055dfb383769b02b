import type { Engine } from '@/domain/records/engine';
import { sortParams } from '@/domain/records/sort';
import {
  chooseView,
  commonSort,
  initialSort,
  listColumns,
  pickSort,
  readListView,
  sortChoices,
  type ListView,
} from '@/domain/records/view-config';

const FIELDS = [
  { key: 'input_title', type: 'input', label: '摘要' },
  { key: 'number_amount', type: 'number', label: '金额' },
  { key: 'number_cost', type: 'number', label: '成本' },
  { key: 'date_day', type: 'date', label: '日期' },
  { key: 'radio_kind', type: 'radio', label: '类型' },
];
const ALL = new Set(FIELDS.map((f) => f.key));
const view = (columns: string[], sort: ListView['sort'] = []): ListView => ({ id: 'v', name: '视图', columns: columns.map((key) => ({ key })), sort, pageSize: 20 });

describe('reading a view from either engine (calls §7 views, views/key, list-config)', () => {
  it.each<{ case: string; raw: unknown; expected: ReturnType<typeof readListView> }>([
    {
      case: 'newer engine: columns, sort in its own words',
      raw: { id: 'view-1', name: '最近', columns: [{ key: 'date_day', label: '日期' }], sort: [{ field: 'date_day', direction: 'DESC' }], pageSize: 50 },
      expected: { id: 'view-1', name: '最近', columns: [{ key: 'date_day', label: '日期', type: undefined }], sort: [{ field: 'date_day', direction: 'DESC' }], pageSize: 50 },
    },
    {
      case: 'older engine: createdAt,desc reads back as createTime DESC (§5 rename undone)',
      raw: { id: 7, name: '按时间', columns: [], sort: [{ field: 'createdAt', direction: 'desc' }] },
      expected: { id: '7', name: '按时间', columns: [], sort: [{ field: 'createTime', direction: 'DESC' }], pageSize: 20 },
    },
    {
      case: 'sort as text and as {key}; updatedAt is lastModifiedTime; bad entries dropped',
      raw: { id: 'v', name: 'x', columns: [{ key: 'code' }, { nope: 1 }, 'bad'], sort: ['updatedAt,asc', { key: 'number_amount' }, { field: '' }, 3] },
      expected: {
        id: 'v',
        name: 'x',
        columns: [{ key: 'code', label: undefined, type: undefined }],
        sort: [
          { field: 'lastModifiedTime', direction: 'ASC' },
          { field: 'number_amount', direction: 'DESC' },
        ],
        pageSize: 20,
      },
    },
    { case: 'malformed fields fall back (no id, bad page size)', raw: { columns: 'x', sort: null, pageSize: 9999 }, expected: { id: null, name: '', columns: [], sort: [], pageSize: 20 } },
    { case: 'not an object', raw: 'view', expected: null },
  ])('$case', ({ raw, expected }) => {
    expect(readListView(raw)).toEqual(expected);
  });

  it.each<{ order: { field: string; direction?: string | null }; expected: ReturnType<typeof commonSort> }>([
    { order: { field: 'createdAt', direction: 'desc' }, expected: { field: 'createTime', direction: 'DESC' } },
    { order: { field: 'createTime', direction: 'ASC' }, expected: { field: 'createTime', direction: 'ASC' } },
    { order: { field: 'number_amount', direction: 'sideways' }, expected: { field: 'number_amount', direction: 'DESC' } },
    { order: { field: 'createdBy', direction: 'asc' }, expected: { field: 'createdBy', direction: 'ASC' } },
    { order: { field: ' ' }, expected: null },
  ])('commonSort($order.field, $order.direction)', ({ order, expected }) => {
    expect(commonSort(order)).toEqual(expected);
  });

  it('chooses the view asked for, else the first; an unknown id is none', () => {
    const a = { ...view([]), id: 'a' };
    const b = { ...view([]), id: 'b' };
    expect(chooseView([a, b], 'b')).toBe(b);
    expect(chooseView([a, b], undefined)).toBe(a);
    expect(chooseView([a, b], 'zz')).toBeNull();
    expect(chooseView([], undefined)).toBeNull();
  });
});

describe('columns (§3 system labels, §6 only permitted columns)', () => {
  it.each<{ case: string; view: ListView | null; permitted: Set<string>; expected: [string, string, boolean][] }>([
    {
      case: 'the view’s columns in its order, system ones with the system labels',
      view: view(['date_day', 'creater', 'number_amount', 'createTime']),
      permitted: ALL,
      expected: [
        ['date_day', '日期', false],
        ['creater', '创建人', true],
        ['number_amount', '金额', false],
        ['createTime', '创建时间', true],
      ],
    },
    {
      case: 'a column the role may not see is left out (data-list permission)',
      view: view(['input_title', 'number_cost', 'date_day']),
      permitted: new Set(['input_title', 'date_day']),
      expected: [
        ['input_title', '摘要', false],
        ['date_day', '日期', false],
      ],
    },
    {
      case: 'aliases become the flattened key once; unknown fields are dropped',
      view: view(['createdAt', 'createTime', 'updatedBy', 'input_gone', 'ID']),
      permitted: ALL,
      expected: [
        ['createTime', '创建时间', true],
        ['updater', '最后修改人', true],
        ['id', 'ID', true],
      ],
    },
    {
      case: 'no view: the first four permitted fields',
      view: null,
      permitted: new Set(['number_amount', 'number_cost', 'date_day', 'radio_kind', 'input_title']),
      expected: [
        ['input_title', '摘要', false],
        ['number_amount', '金额', false],
        ['number_cost', '成本', false],
        ['date_day', '日期', false],
      ],
    },
    { case: 'no view and no field permission: no custom column', view: null, permitted: new Set(), expected: [] },
  ])('$case', ({ view: v, permitted, expected }) => {
    expect(listColumns(v, FIELDS, permitted).map((c) => [c.key, c.label, c.system])).toEqual(expected);
  });
});

describe('sort switcher', () => {
  it('offers the view’s sort first, then creation, update time, code and sortable columns', () => {
    const v = view(['input_title', 'number_amount', 'date_day', 'radio_kind'], [{ field: 'date_day', direction: 'ASC' }]);
    const choices = sortChoices(v, listColumns(v, FIELDS, ALL), FIELDS);
    expect(choices.map((c) => [c.field, c.label, c.direction])).toEqual([
      ['date_day', '日期', 'ASC'],
      ['createTime', '创建时间', 'DESC'],
      ['lastModifiedTime', '更新时间', 'DESC'],
      ['code', '业务编码', 'ASC'],
      ['number_amount', '金额', 'DESC'],
    ]);
  });

  it('without a view: the system sorts only, newest first to start', () => {
    expect(sortChoices(null, [], FIELDS).map((c) => c.field)).toEqual(['createTime', 'lastModifiedTime', 'code']);
    expect(initialSort(null)).toEqual([{ field: 'createTime', direction: 'DESC' }]);
  });

  it.each<{ case: string; current: ListView['sort']; field: string; direction: 'ASC' | 'DESC'; expected: ListView['sort'] }>([
    { case: 'another field starts with its direction', current: [{ field: 'createTime', direction: 'DESC' }], field: 'number_amount', direction: 'DESC', expected: [{ field: 'number_amount', direction: 'DESC' }] },
    { case: 'the same field flips DESC to ASC', current: [{ field: 'number_amount', direction: 'DESC' }], field: 'number_amount', direction: 'DESC', expected: [{ field: 'number_amount', direction: 'ASC' }] },
    { case: 'and ASC back to DESC', current: [{ field: 'code', direction: 'ASC' }], field: 'code', direction: 'ASC', expected: [{ field: 'code', direction: 'DESC' }] },
    { case: 'from no sort', current: [], field: 'code', direction: 'ASC', expected: [{ field: 'code', direction: 'ASC' }] },
  ])('pickSort: $case', ({ current, field, direction, expected }) => {
    expect(pickSort(current, { field, label: field, direction })).toEqual(expected);
  });

  it.each<{ engine: Engine; expected: string[] }>([
    { engine: 'v1', expected: ['createdAt,desc'] },
    { engine: 'current', expected: ['createTime,DESC'] },
  ])('a view sorted by createTime is queried as $expected on the $engine engine (§5)', ({ engine, expected }) => {
    const v = readListView({ id: 'v', sort: [{ field: 'createdAt', direction: 'desc' }] });
    expect(sortParams(initialSort(v), engine)).toEqual(expected);
  });
});
