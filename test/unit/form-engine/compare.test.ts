import dayjs from 'dayjs';

import {
  atomOf,
  atomSet,
  compareNumbers,
  isEmptyValue,
  periodOf,
  periodOfRange,
  valueKind,
  valueOf,
  valuesEqual,
  type ValueKind,
} from '@/domain/form-engine/compare';

const F = 'YYYY-MM-DD HH:mm:ss.SSS';
const show = (p: { start: number; end: number } | null) =>
  p && [
    Number.isFinite(p.start) ? dayjs(p.start).format(F) : String(p.start),
    Number.isFinite(p.end) ? dayjs(p.end).format(F) : String(p.end),
  ];

describe('value semantics shared by checks, linkage and duplicates', () => {
  it.each<{ case: string; value: unknown; expected: boolean }>([
    { case: 'undefined', value: undefined, expected: true },
    { case: 'null', value: null, expected: true },
    { case: 'blank string', value: '  ', expected: true },
    { case: 'NaN', value: NaN, expected: true },
    { case: 'empty list', value: [], expected: true },
    { case: 'unfilled date range', value: ['', null], expected: true },
    { case: 'unfilled address', value: { province: '', city: null }, expected: true },
    { case: '0 is a value', value: 0, expected: false },
    { case: 'false is a value', value: false, expected: false },
    { case: 'a filled list', value: ['a'], expected: false },
  ])('isEmptyValue: $case', ({ value, expected }) => {
    expect(isEmptyValue(value)).toBe(expected);
  });

  it.each<{ case: string; value: unknown; expected: string }>([
    { case: 'text', value: 'a', expected: 'a' },
    { case: 'number', value: 12.5, expected: '12.5' },
    { case: 'department object by id', value: { id: 'd1', name: '研发' }, expected: 'd1' },
    { case: 'option object by value', value: { label: 'A', value: 'a' }, expected: 'a' },
    { case: 'null', value: null, expected: '' },
  ])('atomOf: $case', ({ value, expected }) => {
    expect(atomOf(value)).toBe(expected);
  });

  it('atomSet drops empty items and duplicates', () => {
    expect([...atomSet(['a', '', { id: 'b' }, 'a', null])]).toEqual(['a', 'b']);
  });

  it.each<{ case: string; a: unknown; b: unknown; expected: -1 | 0 | 1 | null }>([
    { case: 'numbers', a: 2, b: 10, expected: -1 },
    { case: 'numeric text compares as numbers', a: '100', b: '9', expected: 1 },
    { case: '12.50 equals 12.5', a: '12.50', b: 12.5, expected: 0 },
    { case: 'beyond safe integers, exactly', a: '9007199254740993', b: '9007199254740992', expected: 1 },
    { case: 'not a number', a: 'abc', b: 1, expected: null },
    { case: 'empty', a: '', b: 1, expected: null },
  ])('compareNumbers: $case', ({ a, b, expected }) => {
    expect(compareNumbers(a, b)).toBe(expected);
  });

  it.each<{ case: string; value: unknown; expected: [string, string] | null }>([
    { case: 'a day', value: '2026-11-25', expected: ['2026-11-25 00:00:00.000', '2026-11-25 23:59:59.999'] },
    { case: 'slashes', value: '2026/11/25', expected: ['2026-11-25 00:00:00.000', '2026-11-25 23:59:59.999'] },
    {
      case: 'a month (dateSelector YYYY-MM)',
      value: '2026-02',
      expected: ['2026-02-01 00:00:00.000', '2026-02-28 23:59:59.999'],
    },
    { case: 'a year', value: '2026', expected: ['2026-01-01 00:00:00.000', '2026-12-31 23:59:59.999'] },
    { case: 'a minute', value: '2026-11-25 08:30', expected: ['2026-11-25 08:30:00.000', '2026-11-25 08:30:59.999'] },
    {
      case: 'a second',
      value: '2026-11-25 08:30:15',
      expected: ['2026-11-25 08:30:15.000', '2026-11-25 08:30:15.999'],
    },
    { case: 'a date the calendar lacks', value: '2026-02-30', expected: null },
    { case: 'text', value: 'soon', expected: null },
  ])('periodOf: $case', ({ value, expected }) => {
    expect(show(periodOf(value))).toEqual(expected);
  });

  it('periodOf: a timestamp is its instant (ms, or seconds with 10 digits)', () => {
    const ms = new Date(2026, 10, 25, 8, 0, 0).getTime();
    expect(periodOf(ms)).toEqual({ start: ms, end: ms });
    expect(periodOf(ms / 1000)).toEqual({ start: ms, end: ms });
    expect(periodOf(String(ms))).toEqual({ start: ms, end: ms });
  });

  it.each<{ case: string; value: unknown; expected: [string, string] | null }>([
    {
      case: 'a date range',
      value: ['2026-11-23', '2026-11-27'],
      expected: ['2026-11-23 00:00:00.000', '2026-11-27 23:59:59.999'],
    },
    { case: 'an open end', value: ['2026-11-23', ''], expected: ['2026-11-23 00:00:00.000', 'Infinity'] },
    {
      case: '{ start, end }',
      value: { start: '2026-11-23', end: '2026-11-24' },
      expected: ['2026-11-23 00:00:00.000', '2026-11-24 23:59:59.999'],
    },
    { case: 'both ends empty', value: ['', ''], expected: null },
    { case: 'an unreadable end', value: ['2026-11-23', 'x'], expected: null },
  ])('periodOfRange: $case', ({ value, expected }) => {
    expect(show(periodOfRange(value))).toEqual(expected);
  });

  it.each<{ case: string; type: string | undefined; key: string; value?: unknown; expected: ValueKind }>([
    { case: 'checkbox is a set', type: 'checkbox', key: 'x', expected: 'set' },
    { case: 'checklabel is a set', type: 'checklabel', key: 'x', expected: 'set' },
    { case: 'rate is a number', type: 'rate', key: 'x', expected: 'number' },
    { case: 'switch is a boolean', type: 'switch', key: 'x', expected: 'boolean' },
    { case: 'the key prefix when no type', type: undefined, key: 'dateRange_p', expected: 'dateRange' },
    { case: 'a list of an unknown type is a set', type: undefined, key: 'tags', value: ['a'], expected: 'set' },
    { case: 'otherwise text', type: 'input', key: 'x', expected: 'text' },
  ])('valueKind: $case', ({ type, key, value, expected }) => {
    expect(valueKind(type, key, value)).toBe(expected);
  });

  it.each<{ case: string; kind: ValueKind; a: unknown; b: unknown; expected: boolean }>([
    { case: 'sets ignore order', kind: 'set', a: ['a', 'b'], b: ['b', 'a'], expected: true },
    { case: 'a set is not its subset', kind: 'set', a: ['a', 'b'], b: ['a'], expected: false },
    { case: 'numbers numerically', kind: 'number', a: 1, b: '1.0', expected: true },
    { case: 'an unset switch is off', kind: 'boolean', a: undefined, b: false, expected: true },
    { case: 'a date-time equals its day', kind: 'date', a: '2026-11-25 08:00', b: '2026-11-25', expected: true },
    { case: 'different days', kind: 'date', a: '2026-11-25', b: '2026-11-26', expected: false },
    {
      case: 'date ranges end by end',
      kind: 'dateRange',
      a: ['2026-11-01', '2026-11-02'],
      b: ['2026-11-01', '2026-11-02'],
      expected: true,
    },
    { case: 'text exactly', kind: 'text', a: 'a', b: 'A', expected: false },
  ])('valuesEqual: $case', ({ kind, a, b, expected }) => {
    expect(valuesEqual(kind, a, b)).toBe(expected);
  });

  it('valueOf reads own keys only', () => {
    expect(valueOf({ a: 1 }, 'a')).toBe(1);
    expect(valueOf({ a: 1 }, 'constructor')).toBeUndefined();
    expect(valueOf(undefined, 'a')).toBeUndefined();
  });
});
