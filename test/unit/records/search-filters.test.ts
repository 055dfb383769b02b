import '@/zod-setup';
import {
  EMPTY_SEARCH,
  FILTER_ERROR,
  activeFilterCount,
  dayRange,
  filterConditions,
  filterFieldsOf,
  needsSubordinates,
  type FilterField,
  type SearchState,
  type UserContext,
} from '@/domain/records/search-filters';

const choices = (...labels: string[]) => labels.map((label, i) => ({ label, value: String.fromCharCode(97 + i) }));
const formFields = [
  { key: 'input_title', type: 'input', control: { name: '单行文本' } },
  { key: 'radio_kind', type: 'radio', control: { name: '单选', options: { options: choices('个人', '企业') } } },
  { key: 'checkbox_tags', type: 'checkbox', control: { name: '多选', options: { options: choices('重要', '紧急') } } },
  { key: 'radio_empty', type: 'radio', control: { name: '无选项', options: { options: [] } } },
  { key: 'number_amount', type: 'number', control: { name: '数字' } },
  { key: 'date_date', type: 'date', control: { name: '日期' } },
  { key: 'dateRange_period', type: 'dateRange', control: { name: '日期范围' } },
  { key: 'staff_who', type: 'staff', control: { name: '成员' } },
];
const fields = filterFieldsOf(formFields);
const ctx: UserContext = { me: '10003', subordinates: ['10004', '10005'] };
const state = (patch: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH, ...patch });

describe('the fields the filter panel offers (radio/checkbox options, number and date ranges, system times)', () => {
  it('choices with options, numbers, dates, in form order, then createTime and lastModifiedTime', () => {
    expect(fields.map((f) => `${f.kind}:${f.key}`)).toEqual([
      'choice:radio_kind',
      'choice:checkbox_tags',
      'number:number_amount',
      'date:date_date',
      'date:dateRange_period',
      'date:createTime',
      'date:lastModifiedTime',
    ]);
    expect(fields[0]).toMatchObject({ label: '单选', options: [{ label: '个人', value: 'a' }, { label: '企业', value: 'b' }] });
    expect(fields.find((f) => f.key === 'createTime')?.label).toBe('创建时间');
  });
});

describe('filter conditions of the panel (screens-data-rules.md §5, §6; first §3 shape)', () => {
  it.each<{ case: string; state: SearchState; expected: unknown[] }>([
    { case: 'nothing chosen: no condition', state: EMPTY_SEARCH, expected: [] },
    {
      case: 'a radio: any chosen option',
      state: state({ choices: { radio_kind: ['b'] } }),
      expected: [{ key: 'radio_kind', ktype: 'radio', dtype: 'array', op: 'anyone', vtype: 'CUSTOM', value: ['b'] }],
    },
    {
      case: 'a checkbox: records holding any chosen option',
      state: state({ choices: { checkbox_tags: ['a', 'b'] } }),
      expected: [{ key: 'checkbox_tags', ktype: 'checkbox', dtype: 'array', op: 'anyone', vtype: 'CUSTOM', value: ['a', 'b'] }],
    },
    {
      case: 'a number range, converted to numbers',
      state: state({ numbers: { number_amount: ['1', ' 12.5 '] } }),
      expected: [{ key: 'number_amount', ktype: 'number', dtype: 'number', op: 'within', vtype: 'CUSTOM', value: [1, 12.5] }],
    },
    {
      case: 'a number range open at the top',
      state: state({ numbers: { number_amount: ['3', ''] } }),
      expected: [{ key: 'number_amount', ktype: 'number', dtype: 'number', op: 'within', vtype: 'CUSTOM', value: [3, null] }],
    },
    {
      case: 'a date range: 00:00:00 on the start and 24:00:00 on the end (§5)',
      state: state({ dates: { date_date: ['2026-11-01', '2026-11-22'] } }),
      expected: [
        { key: 'date_date', ktype: 'date', dtype: 'date', op: 'within', vtype: 'CUSTOM', value: ['2026-11-01 00:00:00', '2026-11-22 24:00:00'] },
      ],
    },
    {
      case: 'a date range on the system time createTime, slashes normalised',
      state: state({ dates: { createTime: ['2026/11/01', '2026/11/01'] } }),
      expected: [
        { key: 'createTime', ktype: 'date', dtype: 'date', op: 'within', vtype: 'CUSTOM', value: ['2026-11-01 00:00:00', '2026-11-01 24:00:00'] },
      ],
    },
    {
      case: 'the creator is me',
      state: state({ users: { creator: [{ kind: 'me' }] } }),
      expected: [{ key: 'createdBy', ktype: 'staff', dtype: 'array', op: 'anyone', vtype: 'CUSTOM', value: ['10003'] }],
    },
    {
      case: 'the owner is one of my subordinates (我的下属, staff type)',
      state: state({ users: { owner: [{ kind: 'subordinates' }] } }),
      expected: [{ key: 'ownerId', ktype: 'staff', dtype: 'array', op: 'anyone', vtype: 'CUSTOM', value: ['10004', '10005'] }],
    },
    {
      case: 'the last modifier is me or a chosen member (repeats dropped)',
      state: state({ users: { lastModifier: [{ kind: 'me' }, { kind: 'user', id: '10001' }, { kind: 'user', id: '10003' }] } }),
      expected: [{ key: 'lastModifiedBy', ktype: 'staff', dtype: 'array', op: 'anyone', vtype: 'CUSTOM', value: ['10003', '10001'] }],
    },
    {
      case: 'a field the panel does not offer is ignored',
      state: state({ choices: { staff_who: ['x'] }, numbers: { input_title: ['1', '2'] } }),
      expected: [],
    },
  ])('$case', ({ state: s, expected }) => {
    expect(filterConditions(s, fields, ctx)).toEqual({ conditions: expected, errors: {} });
  });

  it('all conditions together (all must hold), in panel order', () => {
    const result = filterConditions(
      state({ choices: { radio_kind: ['a'] }, numbers: { number_amount: ['', '9'] }, users: { creator: [{ kind: 'me' }] } }),
      fields,
      ctx,
    );
    expect(result.conditions.map((c) => c.key)).toEqual(['radio_kind', 'number_amount', 'createdBy']);
  });

  it('我的下属 with no subordinates matches nobody (an empty list), never everybody', () => {
    const result = filterConditions(state({ users: { creator: [{ kind: 'subordinates' }] } }), fields, { me: '1', subordinates: [] });
    expect(result.conditions).toEqual([{ key: 'createdBy', ktype: 'staff', dtype: 'array', op: 'anyone', vtype: 'CUSTOM', value: [] }]);
  });

  it.each<{ case: string; state: SearchState; key: string; error: string }>([
    { case: 'a number bound that is not a number', state: state({ numbers: { number_amount: ['abc', ''] } }), key: 'number_amount', error: FILTER_ERROR.notANumber },
    { case: 'minimum above maximum', state: state({ numbers: { number_amount: ['10', '2'] } }), key: 'number_amount', error: FILTER_ERROR.minAboveMax },
    { case: 'a date that is not a day', state: state({ dates: { date_date: ['2026-11', ''] } }), key: 'date_date', error: FILTER_ERROR.notADay },
    { case: 'start after end', state: state({ dates: { date_date: ['2026-11-22', '2026-11-01'] } }), key: 'date_date', error: FILTER_ERROR.startAfterEnd },
    {
      case: '我的下属 when the subordinates call failed',
      state: state({ users: { owner: [{ kind: 'subordinates' }] } }),
      key: 'owner',
      error: FILTER_ERROR.noSubordinates,
    },
  ])('an error, and no condition for it: $case', ({ state: s, key, error }) => {
    const result = filterConditions(s, fields, { me: '1', subordinates: null });
    expect(result.errors).toEqual({ [key]: error });
    expect(result.conditions).toEqual([]);
  });
});

describe('dayRange: whole days, one side may be open (§5, §9 "Date range filters use 00:00:00 to 24:00:00")', () => {
  it.each<{ start: string | null; end: string | null; expected: [string | null, string | null] }>([
    { start: '2026-11-01', end: '2026-11-02', expected: ['2026-11-01 00:00:00', '2026-11-02 24:00:00'] },
    { start: '2026-11-01', end: null, expected: ['2026-11-01 00:00:00', null] },
    { start: null, end: '2026-11-02', expected: [null, '2026-11-02 24:00:00'] },
  ])('$start to $end', ({ start, end, expected }) => {
    expect(dayRange(start, end)).toEqual(expected);
  });
});

describe('panel helpers', () => {
  it('activeFilterCount counts fields with a choice, a bound or a pick', () => {
    expect(activeFilterCount(EMPTY_SEARCH)).toBe(0);
    expect(
      activeFilterCount(
        state({
          keyword: 'x',
          choices: { a: ['1'], b: [] },
          numbers: { n: ['', ' '], m: ['1', ''] },
          dates: { d: ['', '2026-01-01'] },
          users: { creator: [{ kind: 'me' }], owner: [] },
        }),
      ),
    ).toBe(4);
  });

  it('needsSubordinates only when 我的下属 is picked', () => {
    expect(needsSubordinates(state({ users: { creator: [{ kind: 'me' }] } }))).toBe(false);
    expect(needsSubordinates(state({ users: { owner: [{ kind: 'me' }, { kind: 'subordinates' }] } }))).toBe(true);
  });

  it('a field list without choices still offers the system times', () => {
    const only: FilterField[] = filterFieldsOf([]);
    expect(only.map((f) => f.key)).toEqual(['createTime', 'lastModifiedTime']);
  });
});
