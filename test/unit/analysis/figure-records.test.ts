import { figureConditions, periodDays, type FigureSource } from '@/domain/analysis';
import { decodeListFilter, encodeListFilter } from '@/domain/records/list-filter';

const ALL = { start: null, end: null };
const MARCH = { start: '2026-03-01', end: '2026-03-31' };

describe('the records behind a figure', () => {
  const byCategory: FigureSource = { dimension: { key: 'radio_category', kind: 'option' }, dateField: 'createTime' };
  const byWeek: FigureSource = { dimension: { key: 'date_visitDate', kind: 'date', group: 'week' }, dateField: 'date_visitDate' };
  const byMonthCreated: FigureSource = { dimension: { key: 'createTime', kind: 'date', group: 'month' }, dateField: 'date_visitDate' };

  it.each<{ case: string; source: FigureSource; key: string | null; range: { start: string | null; end: string | null }; expected: unknown[] }>([
    { case: 'an option, no range', source: byCategory, key: 'b', range: ALL, expected: [{ key: 'radio_category', op: 'equal', vtype: 'CUSTOM', value: 'b' }] },
    {
      case: 'an option in a range',
      source: byCategory,
      key: 'b',
      range: MARCH,
      expected: [
        { key: 'radio_category', op: 'equal', vtype: 'CUSTOM', value: 'b' },
        { key: 'createTime', ktype: 'date', dtype: 'date', op: 'within', vtype: 'CUSTOM', value: ['2026-03-01 00:00:00', '2026-03-31 24:00:00'] },
      ],
    },
    { case: 'records without a value (未填写)', source: byCategory, key: null, range: ALL, expected: [{ key: 'radio_category', op: 'null', vtype: 'CUSTOM' }] },
    {
      case: 'a Monday-first week, cut by the range',
      source: byWeek,
      key: '2026-03-30',
      range: MARCH,
      expected: [{ key: 'date_visitDate', ktype: 'date', dtype: 'date', op: 'within', vtype: 'CUSTOM', value: ['2026-03-30 00:00:00', '2026-03-31 24:00:00'] }],
    },
    {
      case: 'a month of another date than the range’s',
      source: byMonthCreated,
      key: '2026-02',
      range: MARCH,
      expected: [
        { key: 'createTime', ktype: 'date', dtype: 'date', op: 'within', vtype: 'CUSTOM', value: ['2026-02-01 00:00:00', '2026-02-28 24:00:00'] },
        { key: 'date_visitDate', ktype: 'date', dtype: 'date', op: 'within', vtype: 'CUSTOM', value: ['2026-03-01 00:00:00', '2026-03-31 24:00:00'] },
      ],
    },
    { case: 'a total without a range is every record', source: { dimension: null, dateField: 'createTime' }, key: null, range: ALL, expected: [] },
  ])('$case', ({ source, key, range, expected }) => {
    expect(figureConditions(source, key, range)).toEqual(expected);
  });

  it.each<{ group: 'day' | 'week' | 'month'; key: string; expected: { start: string | null; end: string | null } }>([
    { group: 'day', key: '2026-03-12', expected: { start: '2026-03-12', end: '2026-03-12' } },
    { group: 'week', key: '2026-03-09', expected: { start: '2026-03-09', end: '2026-03-15' } },
    { group: 'month', key: '2026-02', expected: { start: '2026-02-01', end: '2026-02-28' } },
    { group: 'month', key: 'nope', expected: { start: null, end: null } },
  ])('period of a $group $key', ({ group, key, expected }) => {
    expect(periodDays(key, group)).toEqual(expected);
  });

  it('the lists filter goes through the address and back; anything unreadable is no filter', () => {
    const conditions = figureConditions(byCategory, 'b', MARCH);
    expect(decodeListFilter(encodeListFilter(conditions))).toEqual(conditions);
    expect(decodeListFilter('not json')).toEqual([]);
    expect(decodeListFilter('[{"op":"equal"}]')).toEqual([]);
    expect(decodeListFilter(undefined)).toEqual([]);
  });
});
