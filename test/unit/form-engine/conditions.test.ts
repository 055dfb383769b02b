import {
  CONDITION_OPERATORS,
  evaluateCondition,
  evaluateConditions,
  normaliseOperator,
  type ConditionContext,
  type ConditionLike,
} from '@/domain/form-engine/conditions';

// 2026-11-25 is a Wednesday; this week runs 2026-11-23 to 2026-11-29.
const NOW = '2026-11-25 15:30:00';
const values = {
  input_name: 'Ware Mobile',
  input_empty: '',
  input_hidden: 'secret',
  number_amount: 12.5,
  number_zero: 0,
  number_text: '100',
  number_other: 20,
  number_hiddenRef: 99,
  checkbox_tags: ['a', 'b'],
  checkbox_none: [],
  radio_kind: 'b',
  switch_on: true,
  date_day: '2026-11-25',
  date_time: '2026/11/25 08:30:00',
  dateRange_trip: ['2026-11-23', '2026-11-27'],
};
const HIDDEN = new Set(['input_hidden', 'number_hiddenRef']);
const ctx: ConditionContext = { values, now: NOW, isHidden: (key) => HIDDEN.has(key) };

type Row = { case: string; cond: ConditionLike; expected: boolean | null };
const c = (key: string, operation: string, value?: unknown, matchType?: string): ConditionLike =>
  matchType === undefined ? { key, operation, value } : { key, operation, value, matchType };

describe('conditional checks (spec §5: every operator and its negation, match types, hidden fields)', () => {
  it.each<Row>([
    // equal / no-equal
    { case: 'equal: the same text', cond: c('input_name', 'equal', 'Ware Mobile'), expected: true },
    { case: 'no-equal: the same text', cond: c('input_name', 'no-equal', 'Ware Mobile'), expected: false },
    {
      case: 'equal: checkbox compares as sets, order ignored',
      cond: c('checkbox_tags', 'equal', ['b', 'a']),
      expected: true,
    },
    { case: 'equal: checkbox with a subset is not equal', cond: c('checkbox_tags', 'equal', ['a']), expected: false },
    { case: 'no-equal: checkbox with a subset', cond: c('checkbox_tags', 'no-equal', ['a']), expected: true },
    { case: 'equal: numbers compare numerically (12.50)', cond: c('number_amount', 'equal', '12.50'), expected: true },
    { case: 'equal: a date-time on the compared day', cond: c('date_time', 'equal', '2026-11-25'), expected: true },
    { case: 'equal: a switch that is on equals "true"', cond: c('switch_on', 'equal', 'true'), expected: true },
    { case: 'equal: an empty field is not a', cond: c('input_empty', 'equal', 'a'), expected: false },
    { case: 'no-equal: an empty field is not a', cond: c('input_empty', 'no-equal', 'a'), expected: true },
    // null / no-null
    { case: 'null: an empty string', cond: c('input_empty', 'null'), expected: true },
    { case: 'no-null: an empty string', cond: c('input_empty', 'no-null'), expected: false },
    { case: 'null: an empty checkbox', cond: c('checkbox_none', 'null'), expected: true },
    { case: 'null: an absent field', cond: c('input_absent', 'null'), expected: true },
    { case: 'null: 0 is a value', cond: c('number_zero', 'null'), expected: false },
    { case: 'no-null: a filled text', cond: c('input_name', 'no-null'), expected: true },
    // greater / less (numbers)
    { case: 'greater: 12.5 > 10', cond: c('number_amount', 'greater', 10), expected: true },
    { case: 'no-greater: 12.5 > 10', cond: c('number_amount', 'no-greater', 10), expected: false },
    {
      case: 'greater compares numbers, not text ("100" > "9")',
      cond: c('number_text', 'greater', '9'),
      expected: true,
    },
    { case: 'less: 12.5 < 12.5 is false', cond: c('number_amount', 'less', 12.5), expected: false },
    { case: 'no-less: 12.5 < 12.5', cond: c('number_amount', 'no-less', 12.5), expected: true },
    { case: 'less: 0 < 1', cond: c('number_zero', 'less', 1), expected: true },
    { case: 'greater: an empty field has no verdict', cond: c('input_empty', 'greater', 1), expected: null },
    { case: 'no-greater: an empty field has no verdict', cond: c('input_empty', 'no-greater', 1), expected: null },
    { case: 'greater than a non-number has no verdict', cond: c('number_amount', 'greater', 'abc'), expected: null },
    // earlier / later (dates)
    { case: 'earlier: the day before the compared day', cond: c('date_day', 'earlier', '2026-11-26'), expected: true },
    {
      case: 'no-earlier: the day before the compared day',
      cond: c('date_day', 'no-earlier', '2026-11-26'),
      expected: false,
    },
    {
      case: 'earlier: a time on the same day is not earlier',
      cond: c('date_time', 'earlier', '2026-11-25'),
      expected: false,
    },
    { case: 'later: a time after the compared day', cond: c('date_time', 'later', '2026-11-24'), expected: true },
    {
      case: 'no-later: a time after the compared day',
      cond: c('date_time', 'no-later', '2026-11-24'),
      expected: false,
    },
    {
      case: 'later: a time before a later time the same day',
      cond: c('date_time', 'later', '2026-11-25 09:00'),
      expected: false,
    },
    {
      case: 'earlier: a date range that ends on the compared day',
      cond: c('dateRange_trip', 'earlier', '2026-11-27'),
      expected: false,
    },
    {
      case: 'later: a date range after the compared day',
      cond: c('dateRange_trip', 'later', '2026-11-22'),
      expected: true,
    },
    { case: 'earlier: an empty date has no verdict', cond: c('input_empty', 'earlier', '2026-11-22'), expected: null },
    // within / no-within (ranges)
    { case: 'within: a number in [10, 20]', cond: c('number_amount', 'within', [10, 20]), expected: true },
    { case: 'no-within: a number in [10, 20]', cond: c('number_amount', 'no-within', [10, 20]), expected: false },
    { case: 'within: bounds are included', cond: c('number_other', 'within', [10, 20]), expected: true },
    { case: 'within: an open upper bound [13, ]', cond: c('number_amount', 'within', [13, '']), expected: false },
    {
      case: 'within: a date in a custom range',
      cond: c('date_day', 'within', ['2026-11-01', '2026-11-30']),
      expected: true,
    },
    {
      case: 'within: a date range inside this week',
      cond: c('dateRange_trip', 'within', 'thisWeek', 'DYNAMICTIME'),
      expected: true,
    },
    {
      case: 'within: a date range not inside the next 7 days',
      cond: c('dateRange_trip', 'within', 'next7Days', 'DYNAMICTIME'),
      expected: false,
    },
    {
      case: 'no-within: a date not in last week',
      cond: c('date_day', 'no-within', 'lastWeek', 'DYNAMICTIME'),
      expected: true,
    },
    { case: 'within on a checkbox has no verdict', cond: c('checkbox_tags', 'within', ['a', 'b']), expected: null },
    { case: 'within: an empty field has no verdict', cond: c('input_empty', 'within', [1, 2]), expected: null },
    // anyone
    { case: 'anyone: a radio value among the list', cond: c('radio_kind', 'anyone', ['a', 'b']), expected: true },
    {
      case: 'no-anyone: a radio value among the list',
      cond: c('radio_kind', 'no-anyone', ['a', 'b']),
      expected: false,
    },
    { case: 'anyone: a radio value not in the list', cond: c('radio_kind', 'anyone', ['c']), expected: false },
    { case: 'anyone: a checkbox sharing one value', cond: c('checkbox_tags', 'anyone', ['b', 'c']), expected: true },
    { case: 'anyone: numbers compare numerically', cond: c('number_amount', 'anyone', ['1', '12.50']), expected: true },
    // include
    { case: 'include: text contains', cond: c('input_name', 'include', 'Mobile'), expected: true },
    { case: 'no-include: text contains', cond: c('input_name', 'no-include', 'Mobile'), expected: false },
    { case: 'include: text comparison is case-sensitive', cond: c('input_name', 'include', 'mobile'), expected: false },
    { case: 'include: a checkbox holding the value', cond: c('checkbox_tags', 'include', 'a'), expected: true },
    { case: 'include: a checkbox not holding the value', cond: c('checkbox_tags', 'include', ['c']), expected: false },
    {
      case: 'no-include: a checkbox not holding the value',
      cond: c('checkbox_tags', 'no-include', ['c']),
      expected: true,
    },
    // include-all
    {
      case: 'include-all: a checkbox holding every value',
      cond: c('checkbox_tags', 'include-all', ['a', 'b']),
      expected: true,
    },
    {
      case: 'include-all: a checkbox missing one value',
      cond: c('checkbox_tags', 'include-all', ['a', 'c']),
      expected: false,
    },
    {
      case: 'no-include-all: a checkbox missing one value',
      cond: c('checkbox_tags', 'no-include-all', ['a', 'c']),
      expected: true,
    },
    {
      case: 'include-all: text containing every part',
      cond: c('input_name', 'include-all', ['Ware', 'Mobile']),
      expected: true,
    },
    { case: 'include-all of nothing is false', cond: c('checkbox_tags', 'include-all', []), expected: false },
  ])('$case', ({ cond, expected }) => {
    expect(evaluateCondition(cond, ctx)).toBe(expected);
  });

  it.each<Row>([
    {
      case: 'CUSTOM: the value as written (the default)',
      cond: c('number_amount', 'greater', 12, 'CUSTOM'),
      expected: true,
    },
    {
      case: "FIELD: another field's value (20 > 12.5)",
      cond: c('number_other', 'greater', 'number_amount', 'FIELD'),
      expected: true,
    },
    {
      case: 'FIELD: a hidden field to compare with gives no verdict',
      cond: c('number_other', 'greater', 'number_hiddenRef', 'FIELD'),
      expected: null,
    },
    {
      case: 'CURRENTFORM: without another form, a field of the same data',
      cond: c('number_amount', 'less', 'number_other', 'CURRENTFORM'),
      expected: true,
    },
    {
      case: 'DYNAMICTIME: no-earlier than today (today passes)',
      cond: c('date_day', 'no-earlier', 'today', 'DYNAMICTIME'),
      expected: true,
    },
    {
      case: 'DYNAMICTIME: earlier than today',
      cond: c('date_day', 'earlier', 'today', 'DYNAMICTIME'),
      expected: false,
    },
    {
      case: 'DYNAMICTIME: later than yesterday',
      cond: c('date_time', 'later', 'yesterday', 'DYNAMICTIME'),
      expected: true,
    },
    {
      case: 'DYNAMICTIME: equal today means on that day',
      cond: c('date_time', 'equal', 'TODAY', 'DYNAMICTIME'),
      expected: true,
    },
    {
      case: 'DYNAMICTIME: an unknown reference gives no verdict',
      cond: c('date_day', 'equal', 'someday', 'DYNAMICTIME'),
      expected: null,
    },
    { case: 'an unknown match type gives no verdict', cond: c('number_amount', 'equal', 1, 'FORMULA'), expected: null },
  ])('match types: $case', ({ cond, expected }) => {
    expect(evaluateCondition(cond, ctx)).toBe(expected);
  });

  it('CURRENTFORM reads the form being filled while a subform row is checked', () => {
    const row: ConditionContext = { values: { number_qty: 3 }, currentForm: { number_max: 5 } };
    expect(evaluateCondition(c('number_qty', 'less', 'number_max', 'CURRENTFORM'), row)).toBe(true);
    expect(evaluateCondition(c('number_qty', 'less', 'number_max', 'FIELD'), row)).toBe(null);
  });

  it.each<Row>([
    {
      case: 'a check on a hidden field stops (no verdict)',
      cond: c('input_hidden', 'equal', 'secret'),
      expected: null,
    },
    { case: 'its negation stops too', cond: c('input_hidden', 'no-equal', 'secret'), expected: null },
    { case: 'a null check on a hidden field stops', cond: c('input_hidden', 'no-null'), expected: null },
    { case: 'an unknown operator gives no verdict', cond: c('input_name', 'between', 'a'), expected: null },
    { case: 'an empty key gives no verdict', cond: c('', 'null'), expected: null },
  ])('$case', ({ cond, expected }) => {
    expect(evaluateCondition(cond, ctx)).toBe(expected);
  });

  it('the condition type decides the comparison when the key has no type prefix', () => {
    const plain: ConditionContext = { values: { amount: '100' } };
    expect(evaluateCondition({ key: 'amount', operation: 'equal', value: '100.0', type: 'number' }, plain)).toBe(true);
    expect(evaluateCondition({ key: 'amount', operation: 'equal', value: '100.0' }, plain)).toBe(false);
    expect(
      evaluateCondition({ key: 'amount', operation: 'equal', value: '100.0' }, { ...plain, fieldType: () => 'number' }),
    ).toBe(true);
  });

  it.each<{ case: string; written: unknown; expected: string | undefined }>([
    { case: 'the spec spelling', written: 'no-earlier', expected: 'no-earlier' },
    { case: 'upper snake case', written: 'NO_EQUAL', expected: 'no-equal' },
    { case: 'not- for no-', written: 'not-include', expected: 'no-include' },
    { case: 'camel case notEqual', written: 'notEqual', expected: 'no-equal' },
    { case: 'camel case includeAll', written: 'includeAll', expected: 'include-all' },
    { case: 'negated include-all', written: 'no-include-all', expected: 'no-include-all' },
    { case: 'unknown', written: 'between', expected: undefined },
    { case: 'not a string', written: 3, expected: undefined },
  ])('operator spelling: $case', ({ written, expected }) => {
    expect(normaliseOperator(written)).toBe(expected);
  });

  it('there are 10 operators and 10 negations', () => {
    expect(CONDITION_OPERATORS).toHaveLength(20);
    expect(CONDITION_OPERATORS.filter((op) => op.startsWith('no-'))).toHaveLength(10);
  });

  const T = c('number_amount', 'greater', 1); // true
  const F = c('number_amount', 'less', 1); // false
  const N = c('input_hidden', 'equal', 'x'); // no verdict
  it.each<{ case: string; conds: ConditionLike[]; relation: 'AND' | 'OR'; expected: boolean | null }>([
    { case: 'AND: all true', conds: [T, T], relation: 'AND', expected: true },
    { case: 'AND: one false', conds: [T, F], relation: 'AND', expected: false },
    { case: 'AND: no verdicts are left out', conds: [T, N], relation: 'AND', expected: true },
    { case: 'OR: one true', conds: [F, T], relation: 'OR', expected: true },
    { case: 'OR: all false', conds: [F, F], relation: 'OR', expected: false },
    { case: 'only no verdicts give null', conds: [N, N], relation: 'AND', expected: null },
    { case: 'no conditions give null', conds: [], relation: 'OR', expected: null },
  ])('combined: $case', ({ conds, relation, expected }) => {
    expect(evaluateConditions(conds, ctx, relation)).toBe(expected);
  });
});
