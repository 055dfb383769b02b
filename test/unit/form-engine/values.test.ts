import dayjs from 'dayjs';

import {
  dateFieldDisplay,
  dateRangeFilterValue,
  datePickerBounds,
  departmentIds,
  filterCondition,
  keywordConditions,
  listSafeValue,
  matchesKeyword,
  optionDisplay,
  optionLabels,
  richTextToPlain,
} from '@/domain/form-engine/values';
import { EMPTY_LABEL } from '@/domain/time/date-display';

const fields = [
  { key: 'input_title', type: 'input' },
  { key: 'number_amount', type: 'number' },
  { key: 'radio_kind', type: 'radio' },
  { key: 'date_day', type: 'date' },
  { key: 'customer_who', type: 'customer' },
];

describe('values (spec §5, §9)', () => {
  it.each<{ case: string; keyword: string; expected: unknown }>([
    {
      case: 'a text keyword: contains, on input, number and picker fields (not options or dates)',
      keyword: '报销',
      expected: [
        { key: 'input_title', type: 'input', operation: 'include', value: '报销' },
        { key: 'number_amount', type: 'number', operation: 'include', value: '报销' },
        { key: 'customer_who', type: 'customer', operation: 'include', value: '报销' },
      ],
    },
    {
      case: 'a numeric keyword: equality with numeric conversion on number fields, contains on input fields',
      keyword: ' 12.50 ',
      expected: [
        { key: 'input_title', type: 'input', operation: 'include', value: '12.50' },
        { key: 'number_amount', type: 'number', operation: 'equal', value: 12.5 },
        { key: 'customer_who', type: 'customer', operation: 'include', value: '12.50' },
      ],
    },
    { case: 'a blank keyword: no conditions', keyword: '   ', expected: [] },
  ])('search keyword conditions: $case', ({ keyword, expected }) => {
    expect(keywordConditions(fields, keyword)).toEqual(expected);
  });

  it.each<{ case: string; record: Record<string, unknown>; keyword: string; expected: boolean }>([
    {
      case: 'text contained in an input field',
      record: { input_title: '差旅报销单' },
      keyword: '报销',
      expected: true,
    },
    { case: 'a numeric keyword equal to a number', record: { number_amount: 12.5 }, keyword: '12.50', expected: true },
    {
      case: 'a numeric keyword is not a part of a number',
      record: { number_amount: 112.5 },
      keyword: '12.5',
      expected: false,
    },
    {
      case: 'a numeric keyword contained in text',
      record: { input_title: '编号 12.50 号' },
      keyword: '12.50',
      expected: true,
    },
    { case: 'radio fields are not searched', record: { radio_kind: '报销' }, keyword: '报销', expected: false },
    { case: 'date fields are not searched', record: { date_day: '2026-11-25' }, keyword: '2026', expected: false },
    { case: 'the name a customer field shows', record: { customer_who: [{ id: 'c-1', name: '杭州云栖科技' }] }, keyword: '云栖', expected: true },
    { case: 'a blank keyword matches everything', record: {}, keyword: '', expected: true },
  ])('search keyword on a record: $case', ({ record, keyword, expected }) => {
    expect(matchesKeyword(record, fields, keyword)).toBe(expected);
  });

  it.each<{ case: string; operation: string; value: unknown; expected: unknown }>([
    {
      case: 'within and a 10-character start: 00:00:00 to 24:00:00',
      operation: 'within',
      value: ['2026-11-01', '2026-11-30'],
      expected: ['2026-11-01 00:00:00', '2026-11-30 24:00:00'],
    },
    {
      case: 'a start that has a time already is kept',
      operation: 'within',
      value: ['2026-11-01 08:00:00', '2026-11-30'],
      expected: ['2026-11-01 08:00:00', '2026-11-30'],
    },
    {
      case: 'an end that has a time already is kept',
      operation: 'within',
      value: ['2026-11-01', '2026-11-30 18:00:00'],
      expected: ['2026-11-01 00:00:00', '2026-11-30 18:00:00'],
    },
    {
      case: 'another operator is left alone',
      operation: 'equal',
      value: ['2026-11-01', '2026-11-30'],
      expected: ['2026-11-01', '2026-11-30'],
    },
    { case: 'a number range is left alone', operation: 'within', value: [1, 10], expected: [1, 10] },
  ])('date range filter: $case', ({ operation, value, expected }) => {
    expect(dateRangeFilterValue(operation, value)).toEqual(expected);
  });

  it.each<{ case: string; value: unknown; expected: string }>([
    {
      case: 'objects become a comma-separated id list',
      value: [
        { id: 'd1', name: '研发' },
        { id: 'd2', name: '市场' },
      ],
      expected: 'd1,d2',
    },
    { case: 'one object', value: { id: 'd1', name: '研发' }, expected: 'd1' },
    { case: 'ids already', value: ['d1', 'd2'], expected: 'd1,d2' },
    { case: 'a text id list is kept', value: 'd1,d2', expected: 'd1,d2' },
    { case: 'empty', value: null, expected: '' },
  ])('department values: $case', ({ value, expected }) => {
    expect(departmentIds(value)).toBe(expected);
  });

  it.each<{
    case: string;
    condition: { key: string; type?: string; operation: string; value?: unknown };
    expected: unknown;
  }>([
    ...['associationForm', 'linkquery', 'subform', 'proxyform'].map((type) => ({
      case: `null check on ${type} gives an empty list`,
      condition: { key: `${type}_x`, type, operation: 'null', value: null },
      expected: { key: `${type}_x`, type, operation: 'null', value: [] },
    })),
    {
      case: 'no-null on subform gives an empty list too',
      condition: { key: 'subform_x', type: 'subform', operation: 'no-null', value: '' },
      expected: { key: 'subform_x', type: 'subform', operation: 'no-null', value: [] },
    },
    {
      case: 'null check on an input is left alone',
      condition: { key: 'input_x', type: 'input', operation: 'null', value: null },
      expected: { key: 'input_x', type: 'input', operation: 'null', value: null },
    },
    {
      case: 'a department filter sends ids',
      condition: { key: 'department_d', type: 'department', operation: 'anyone', value: [{ id: 'd1' }, { id: 'd2' }] },
      expected: { key: 'department_d', type: 'department', operation: 'anyone', value: 'd1,d2' },
    },
    {
      case: 'a within date filter gets whole days',
      condition: { key: 'date_d', type: 'date', operation: 'within', value: ['2026-11-01', '2026-11-02'] },
      expected: {
        key: 'date_d',
        type: 'date',
        operation: 'within',
        value: ['2026-11-01 00:00:00', '2026-11-02 24:00:00'],
      },
    },
  ])('filter condition: $case', ({ condition, expected }) => {
    expect(filterCondition(condition)).toEqual(expected);
  });

  it.each<{ case: string; type: string; value: unknown; expected: unknown }>([
    { case: 'an unset subform reads as []', type: 'subform', value: null, expected: [] },
    { case: 'an unset linkquery reads as []', type: 'linkquery', value: undefined, expected: [] },
    { case: 'a filled associationForm is kept', type: 'associationForm', value: [{ id: 1 }], expected: [{ id: 1 }] },
    { case: 'an input is kept', type: 'input', value: null, expected: null },
  ])('null-safe list values: $case', ({ type, value, expected }) => {
    expect(listSafeValue(type, value)).toEqual(expected);
  });

  it.each<{ case: string; html: unknown; expected: string }>([
    { case: 'tags stripped', html: '<p>你好<b>世界</b></p>', expected: '你好世界' },
    { case: 'escaped markers converted, then stripped as tags', html: '&lt;p&gt;hello&lt;/p&gt;', expected: 'hello' },
    { case: 'attributes go with their tag', html: '<img src="a.png" alt="x">图<br/>', expected: '图' },
    { case: 'other entities are kept', html: '<p>a&amp;b</p>', expected: 'a&amp;b' },
    { case: 'not a string', html: null, expected: '' },
  ])('rich text cleanup: $case', ({ html, expected }) => {
    expect(richTextToPlain(html)).toBe(expected);
  });

  const options = [
    { label: '个人', value: 'a' },
    { label: '企业', value: 'b' },
    { label: '一', value: 1 },
  ];
  it.each<{ case: string; value: unknown; labels: string[]; display: string }>([
    { case: 'a radio value shows its label', value: 'b', labels: ['企业'], display: '企业' },
    { case: 'checkbox values show their labels', value: ['a', 'b'], labels: ['个人', '企业'], display: '个人、企业' },
    { case: 'a numeric option value', value: 1, labels: ['一'], display: '一' },
    { case: 'a value missing from the options shows itself', value: 'z', labels: ['z'], display: 'z' },
    {
      case: 'an option object shows its label',
      value: [{ label: '旧选项', value: 'old' }],
      labels: ['旧选项'],
      display: '旧选项',
    },
    { case: 'empty shows 未填写', value: [], labels: [], display: EMPTY_LABEL },
  ])('option labels: $case', ({ value, labels, display }) => {
    expect(optionLabels(options, value)).toEqual(labels);
    expect(optionDisplay(options, value)).toBe(display);
  });

  it.each<{ case: string; type: string; value: unknown; expected: string }>([
    { case: 'a date with dashes', type: 'date', value: '2026/11/25', expected: '2026-11-25' },
    { case: 'an empty date shows 未填写', type: 'date', value: '', expected: '未填写' },
    {
      case: 'a date range',
      type: 'dateRange',
      value: ['2026-11-01', '2026-11-30'],
      expected: '2026-11-01 ~ 2026-11-30',
    },
    { case: 'a date range without an end', type: 'dateRange', value: ['2026-11-01', ''], expected: '2026-11-01 ~ --' },
    { case: 'an empty date range shows 未填写', type: 'dateRange', value: null, expected: '未填写' },
  ])('date display: $case', ({ type, value, expected }) => {
    expect(dateFieldDisplay(type, value)).toBe(expected);
  });

  it('the date picker spans 10 years either side', () => {
    const { start, end } = datePickerBounds('2026-11-25 10:00:00');
    expect(dayjs(start).format('YYYY-MM-DD HH:mm:ss')).toBe('2016-11-25 00:00:00');
    expect(dayjs(end).format('YYYY-MM-DD HH:mm:ss')).toBe('2036-11-25 23:59:59');
  });
});
