import { customRange, customRangeBounds, orderedRange, periodLabel, presetRange, type RangePreset } from '@/domain/analysis';

// Thursday 2026-03-12, local time.
const NOW = new Date(2026, 2, 12, 15, 30);

describe('presetRange (spec §5/§9: weeks start on Monday, whole days)', () => {
  it.each<{ case: string; preset: RangePreset; start: string | null; end: string | null }>([
    { case: 'all is open', preset: 'all', start: null, end: null },
    { case: 'this week is Monday to Sunday', preset: 'thisWeek', start: '2026-03-09', end: '2026-03-15' },
    { case: 'last week is the Monday-first week before', preset: 'lastWeek', start: '2026-03-02', end: '2026-03-08' },
    { case: 'this month', preset: 'thisMonth', start: '2026-03-01', end: '2026-03-31' },
    { case: 'last month (February 2026 has 28 days)', preset: 'lastMonth', start: '2026-02-01', end: '2026-02-28' },
    { case: 'this year', preset: 'thisYear', start: '2026-01-01', end: '2026-12-31' },
    { case: 'last 30 days end today, today included', preset: 'last30Days', start: '2026-02-11', end: '2026-03-12' },
  ])('$case', ({ preset, start, end }) => {
    expect(presetRange(preset, NOW)).toEqual({ start, end });
  });

  it('on a Sunday, this week is the week ending that day', () => {
    expect(presetRange('thisWeek', new Date(2026, 2, 15, 23, 0))).toEqual({ start: '2026-03-09', end: '2026-03-15' });
  });

  it('custom keeps the user’s days, the other way round when reversed', () => {
    expect(presetRange('custom', NOW, { start: '2026-04-01', end: '2026-03-01' })).toEqual({ start: '2026-03-01', end: '2026-04-01' });
    expect(orderedRange({ start: '2026-03-01', end: null })).toEqual({ start: '2026-03-01', end: null });
  });
});

describe('periodLabel', () => {
  it.each<{ case: string; key: string | null; label: string; group: 'day' | 'week' | 'month' | null; expected: string }>([
    { case: 'a day', key: '2026-03-02', label: '2026-03-02', group: 'day', expected: '03-02' },
    { case: 'a week by its Monday', key: '2026-04-13', label: '2026-04-13', group: 'week', expected: '04-13起' },
    { case: 'a month', key: '2026-03', label: '2026-03', group: 'month', expected: '2026年3月' },
    { case: 'an option keeps its label', key: 'a', label: '差旅', group: null, expected: '差旅' },
    { case: 'records without a date', key: null, label: '未填写', group: 'day', expected: '未填写' },
    { case: 'an unexpected key keeps the label', key: 'x', label: 'x', group: 'month', expected: 'x' },
  ])('$case', ({ key, label, group, expected }) => {
    expect(periodLabel(key, label, group)).toBe(expected);
  });
});

describe('the custom range (自定义): the two days the pickers gave, checked', () => {
  it.each<{ case: string; picked: unknown; expected: unknown }>([
    { case: 'two days in order', picked: ['2026-03-02', '2026-03-12'], expected: { range: { start: '2026-03-02', end: '2026-03-12' } } },
    { case: 'one day twice (a one-day range)', picked: ['2026-03-12', '2026-03-12'], expected: { range: { start: '2026-03-12', end: '2026-03-12' } } },
    { case: 'either separator, short months and days', picked: ['2026-3-2', '2026/03/12'], expected: { range: { start: '2026-03-02', end: '2026-03-12' } } },
    { case: 'start after end is refused', picked: ['2026-03-12', '2026-03-02'], expected: { problem: 'startAfterEnd' } },
    { case: 'only a start', picked: ['2026-03-02', ''], expected: { problem: 'incomplete' } },
    { case: 'nothing', picked: undefined, expected: { problem: 'incomplete' } },
    { case: 'a day that does not exist', picked: ['2026/02/30', '2026/03/02'], expected: { problem: 'incomplete' } },
  ])('$case', ({ picked, expected }) => {
    expect(customRange(picked)).toEqual(expected);
  });

  it('the pickers offer two years back to this year’s end', () => {
    expect(customRangeBounds(NOW)).toEqual({ startDate: '2024-01-01', endDate: '2026-12-31' });
  });
});
