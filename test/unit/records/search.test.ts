import '@/zod-setup';
import { stringifyQuery } from '@/domain/query';
import type { Engine } from '@/domain/records/engine';
import type { FilterCondition, OperationCondition } from '@/domain/records/schemas';
import {
  dateRangeCondition,
  dayBounds,
  keywordConditions,
  readFilterCondition,
  readFilterConditions,
  recordQueryPayload,
  serverCondition,
  subordinatesCondition,
  toFilterShape,
  toOperationShape,
  userCondition,
  type SearchableField,
} from '@/domain/records/search';

const fields: SearchableField[] = [
  { key: 'input_name', type: 'input' },
  { key: 'number_amount', type: 'number' },
  { key: 'date_day', type: 'date' },
  { key: 'radio_kind', type: 'radio' },
  { key: 'staff_who', type: 'staff' },
];

describe('the search keyword rule (screens-data-rules.md §5)', () => {
  it.each<{ case: string; keyword: string; fields: SearchableField[]; expected: FilterCondition[] }>([
    {
      case: 'a numeric keyword: number fields by equality (converted), input fields by contains',
      keyword: '12',
      fields,
      expected: [
        { key: 'input_name', ktype: 'input', dtype: 'string', op: 'include', vtype: 'CUSTOM', value: '12' },
        { key: 'number_amount', ktype: 'number', dtype: 'number', op: 'equal', vtype: 'CUSTOM', value: 12 },
        { key: 'staff_who', ktype: 'staff', dtype: 'string', op: 'include', vtype: 'CUSTOM', value: '12' },
        { key: 'code', dtype: 'string', op: 'include', vtype: 'CUSTOM', value: '12' },
      ],
    },
    {
      case: 'a decimal keyword converts to a number',
      keyword: ' -3.50 ',
      fields: [{ key: 'number_amount', type: 'number' }],
      expected: [
        { key: 'number_amount', ktype: 'number', dtype: 'number', op: 'equal', vtype: 'CUSTOM', value: -3.5 },
        { key: 'code', dtype: 'string', op: 'include', vtype: 'CUSTOM', value: '-3.50' },
      ],
    },
    {
      case: 'a non-numeric keyword: contains on input, number and picker fields (the names a card shows) and the code',
      keyword: '王',
      fields,
      expected: [
        { key: 'input_name', ktype: 'input', dtype: 'string', op: 'include', vtype: 'CUSTOM', value: '王' },
        { key: 'number_amount', ktype: 'number', dtype: 'string', op: 'include', vtype: 'CUSTOM', value: '王' },
        { key: 'staff_who', ktype: 'staff', dtype: 'string', op: 'include', vtype: 'CUSTOM', value: '王' },
        { key: 'code', dtype: 'string', op: 'include', vtype: 'CUSTOM', value: '王' },
      ],
    },
    {
      case: 'date and radio fields (shown as a format or a label, not the stored value) are not searched; the code is',
      keyword: 'x',
      fields: [
        { key: 'date_day', type: 'date' },
        { key: 'radio_kind', type: 'radio' },
      ],
      expected: [{ key: 'code', dtype: 'string', op: 'include', vtype: 'CUSTOM', value: 'x' }],
    },
    {
      case: 'a field without a type takes the type its key names',
      keyword: '7',
      fields: [{ key: 'number_count' }, { key: 'input_title' }, { key: 'mystery' }],
      expected: [
        { key: 'number_count', ktype: 'number', dtype: 'number', op: 'equal', vtype: 'CUSTOM', value: 7 },
        { key: 'input_title', ktype: 'input', dtype: 'string', op: 'include', vtype: 'CUSTOM', value: '7' },
        { key: 'code', dtype: 'string', op: 'include', vtype: 'CUSTOM', value: '7' },
      ],
    },
    { case: 'an empty keyword gives no condition', keyword: '  ', fields, expected: [] },
  ])('$case', ({ keyword, fields: searchable, expected }) => {
    expect(keywordConditions(keyword, searchable)).toEqual(expected);
  });

  it.each<{ case: string; keyword: string; expected: unknown }>([
    { case: 'exponent notation is numeric (form-engine toDecimal)', keyword: '1e3', expected: 1000 },
    { case: 'a plus sign', keyword: '+4', expected: 4 },
    { case: 'digits with a letter are not numeric', keyword: '12a', expected: '12a' },
    { case: 'thousands separators are not numeric', keyword: '1,000', expected: '1,000' },
  ])('numeric conversion: $case', ({ keyword, expected }) => {
    expect(keywordConditions(keyword, [{ key: 'number_n', type: 'number' }])[0]?.value).toEqual(expected);
  });
});

describe('date ranges (§5: within with a 10-character start gets 00:00:00 and 24:00:00)', () => {
  it.each<{ case: string; start: unknown; end: unknown; expected: [unknown, unknown] }>([
    {
      case: 'two dates get the day bounds',
      start: '2026-11-01',
      end: '2026-11-22',
      expected: ['2026-11-01 00:00:00', '2026-11-22 24:00:00'],
    },
    {
      case: 'slashes are normalised first',
      start: '2026/11/01',
      end: '2026/11/22',
      expected: ['2026-11-01 00:00:00', '2026-11-22 24:00:00'],
    },
    {
      case: 'a start with a time is not a 10-character start',
      start: '2026-11-01 08:00:00',
      end: '2026-11-22',
      expected: ['2026-11-01 08:00:00', '2026-11-22'],
    },
    {
      case: 'an end that already has a time keeps it',
      start: '2026-11-01',
      end: '2026-11-22 12:00:00',
      expected: ['2026-11-01 00:00:00', '2026-11-22 12:00:00'],
    },
    { case: 'a short start is left alone', start: '2026-1-2', end: '2026-1-9', expected: ['2026-1-2', '2026-1-9'] },
  ])('$case', ({ start, end, expected }) => {
    expect(dayBounds(start, end)).toEqual(expected);
  });

  it.each<{ case: string; condition: FilterCondition; expected: unknown }>([
    {
      case: 'within on a date pair gets the day bounds',
      condition: { key: 'date_d', ktype: 'date', op: 'within', value: ['2026-11-01', '2026-11-02'] },
      expected: ['2026-11-01 00:00:00', '2026-11-02 24:00:00'],
    },
    {
      case: 'another operator is unchanged',
      condition: { key: 'date_d', ktype: 'date', op: 'equal', value: ['2026-11-01', '2026-11-02'] },
      expected: ['2026-11-01', '2026-11-02'],
    },
    {
      case: 'within on a single value is unchanged',
      condition: { key: 'date_d', ktype: 'date', op: 'within', value: '2026-11-01' },
      expected: '2026-11-01',
    },
    {
      case: 'department objects become a comma-separated id list (§5)',
      condition: { key: 'department_d', ktype: 'department', op: 'anyone', value: [{ id: 'd1' }, { id: 'd2' }] },
      expected: 'd1,d2',
    },
    {
      case: 'a null check on a subform compares with an empty list (§5)',
      condition: { key: 'subform_s', ktype: 'subform', op: 'null', value: null },
      expected: [],
    },
  ])('serverCondition: $case', ({ condition, expected }) => {
    expect(serverCondition(condition).value).toEqual(expected);
  });

  it('dateRangeCondition on the system time createTime', () => {
    expect(dateRangeCondition('createTime', '2026-11-01', '2026-11-30')).toEqual({
      key: 'createTime',
      ktype: 'date',
      dtype: 'date',
      op: 'within',
      vtype: 'CUSTOM',
      value: ['2026-11-01 00:00:00', '2026-11-30 24:00:00'],
    });
  });
});

describe('system user fields and subordinates (§6, staff type)', () => {
  it.each<{ case: string; target: Parameters<typeof userCondition>[0]; key: string }>([
    { case: 'creator filters createdBy', target: 'creator', key: 'createdBy' },
    { case: 'owner filters ownerId', target: 'owner', key: 'ownerId' },
    { case: 'last modifier filters lastModifiedBy', target: 'lastModifier', key: 'lastModifiedBy' },
    { case: 'a staff control of the form by its key', target: { staffKey: 'staff_who' }, key: 'staff_who' },
  ])('$case', ({ target, key }) => {
    expect(userCondition(target, ['u1', 'u2', 'u1', ''])).toEqual({
      key,
      ktype: 'staff',
      dtype: 'array',
      op: 'anyone',
      vtype: 'CUSTOM',
      value: ['u1', 'u2'],
    });
  });

  it('no user chosen is no filter', () => {
    expect(userCondition('creator', [])).toBeNull();
  });

  it('subordinates: their ids; none still filters, so that no record matches', () => {
    expect(subordinatesCondition('creator', ['s1', 's2']).value).toEqual(['s1', 's2']);
    expect(subordinatesCondition('owner', [])).toEqual({
      key: 'ownerId',
      ktype: 'staff',
      dtype: 'array',
      op: 'anyone',
      vtype: 'CUSTOM',
      value: [],
    });
  });
});

describe('filter conditions in both shapes (§3)', () => {
  const filter: FilterCondition = {
    key: 'number_amount',
    ktype: 'number',
    dtype: 'number',
    op: 'greater',
    vtype: 'CUSTOM',
    value: 0,
  };
  const operation: OperationCondition = {
    key: 'number_amount',
    operation: 'greater',
    type: 'number',
    value: 0,
    matchType: 'CUSTOM',
  };

  it('key, ktype, dtype, op, vtype, value → key, operation, type, value, matchType', () => {
    expect(toOperationShape(filter)).toStrictEqual(operation);
  });

  it('key, operation, type, value, matchType → key, ktype, op, vtype, value (no dtype)', () => {
    const { dtype: _dtype, ...withoutDtype } = filter;
    expect(toFilterShape(operation)).toStrictEqual(withoutDtype);
  });

  it('matchType is optional: absent stays absent', () => {
    expect(toOperationShape({ key: 'a', op: 'null', value: undefined })).toStrictEqual({
      key: 'a',
      operation: 'null',
      value: undefined,
    });
    expect(toFilterShape({ key: 'a', operation: 'null', value: undefined })).toStrictEqual({
      key: 'a',
      op: 'null',
      value: undefined,
    });
  });

  it.each<{ case: string; raw: unknown; expected: FilterCondition | null }>([
    { case: 'the first shape', raw: filter, expected: filter },
    {
      case: 'the other shape',
      raw: operation,
      expected: { key: 'number_amount', ktype: 'number', op: 'greater', vtype: 'CUSTOM', value: 0 },
    },
    { case: 'neither', raw: { key: 'a' }, expected: null },
    { case: 'not an object', raw: 3, expected: null },
  ])('readFilterCondition: $case', ({ raw, expected }) => {
    expect(readFilterCondition(raw)).toEqual(expected);
  });

  it('readFilterConditions leaves out unreadable ones', () => {
    expect(readFilterConditions([filter, { nope: 1 }, operation])).toHaveLength(2);
    expect(readFilterConditions('x')).toEqual([]);
  });
});

describe('the query payload per engine (calls-and-errors.md §5 isQueryField=0, §7 form-data/query)', () => {
  const range: FilterCondition = {
    key: 'date_d',
    ktype: 'date',
    op: 'within',
    vtype: 'CUSTOM',
    value: ['2026-11-01', '2026-11-02'],
  };

  it.each<{ case: string; engine: Engine; expected: unknown }>([
    {
      case: 'newer engine: page, size, sort and isQueryField=0 as query parameters',
      engine: 'current',
      expected: {
        query: { page: 2, size: 10, sort: 'createTime,DESC', isQueryField: 0 },
        data: {
          conditions: [{ ...range, value: ['2026-11-01 00:00:00', '2026-11-02 24:00:00'] }],
          keywordConditions: [
            { key: 'number_amount', ktype: 'number', dtype: 'number', op: 'equal', vtype: 'CUSTOM', value: 5 },
            { key: 'code', dtype: 'string', op: 'include', vtype: 'CUSTOM', value: '5' },
          ],
        },
      },
    },
    {
      case: 'older engine: formId, page, size and the converted sort in the body, no isQueryField',
      engine: 'v1',
      expected: {
        query: {},
        data: {
          formId: 'f1',
          page: 2,
          size: 10,
          sort: 'createdAt,desc',
          conditions: [{ ...range, value: ['2026-11-01 00:00:00', '2026-11-02 24:00:00'] }],
          keywordConditions: [
            { key: 'number_amount', ktype: 'number', dtype: 'number', op: 'equal', vtype: 'CUSTOM', value: 5 },
            { key: 'code', dtype: 'string', op: 'include', vtype: 'CUSTOM', value: '5' },
          ],
        },
      },
    },
  ])('$case', ({ engine, expected }) => {
    const payload = recordQueryPayload(
      {
        formId: 'f1',
        page: 2,
        size: 10,
        sort: { field: 'createTime', direction: 'DESC' },
        keyword: '5',
        fields: [{ key: 'number_amount', type: 'number' }],
        conditions: [range],
      },
      engine,
    );
    expect(payload).toEqual(expected);
  });

  it('defaults: page 1, size 20, newest first; the query string as sent', () => {
    const payload = recordQueryPayload({ formId: 'f1' }, 'current');
    expect(stringifyQuery(payload.query)).toBe('page=1&size=20&sort=createTime%2CDESC&isQueryField=0');
    expect(payload.data).toEqual({ conditions: [], keywordConditions: [] });
  });

  it.each<{ case: string; page: number; size: number }>([
    { case: 'page 0 and size 0', page: 0, size: 0 },
    { case: 'negative', page: -1, size: -5 },
    { case: 'fractions', page: 1.5, size: 2.5 },
  ])('unusable paging falls back to the defaults: $case', ({ page, size }) => {
    expect(recordQueryPayload({ formId: 'f1', page, size }, 'current').query).toMatchObject({ page: 1, size: 20 });
  });

  it('several sorts repeat the parameter; an empty list asks for none', () => {
    expect(recordQueryPayload({ formId: 'f1', sort: ['createTime,ASC', 'code,DESC'] }, 'v1').data.sort).toEqual([
      'createdAt,asc',
      'code,desc',
    ]);
    expect(stringifyQuery(recordQueryPayload({ formId: 'f1', sort: [] }, 'current').query)).toBe(
      'page=1&size=20&isQueryField=0',
    );
  });
});

describe('the user clock for day ranges on system times (ours: timeZoneOffset)', () => {
  it.each<{ case: string; offset: number | undefined; engine: Engine; expected: unknown }>([
    { case: 'newer engine: in the body', offset: 480, engine: 'current', expected: 480 },
    { case: 'older engine: in the body', offset: -300, engine: 'v1', expected: -300 },
    { case: 'absent: left out', offset: undefined, engine: 'current', expected: undefined },
    { case: 'not a whole number of minutes: left out', offset: 1.5, engine: 'current', expected: undefined },
  ])('$case', ({ offset, engine, expected }) => {
    const payload = recordQueryPayload({ formId: 'f1', ...(offset === undefined ? {} : { timeZoneOffset: offset }) }, engine);
    expect(payload.data.timeZoneOffset).toBe(expected);
    expect('timeZoneOffset' in payload.data).toBe(expected !== undefined);
  });
});
