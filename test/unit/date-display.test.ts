import { dateDisplay, dateRangeDisplay, EMPTY_LABEL } from '@/domain/time/date-display';

describe('date display (spec §5: range with -- for a missing end; empty shows 未填写)', () => {
  it('the empty label', () => {
    expect(EMPTY_LABEL).toBe('未填写');
  });

  it.each<{ case: string; value: unknown; expected: string }>([
    { case: 'a date is normalised', value: '2026/11/22', expected: '2026-11-22' },
    { case: 'empty shows 未填写', value: '', expected: '未填写' },
    { case: 'null shows 未填写', value: null, expected: '未填写' },
  ])('dateDisplay: $case', ({ value, expected }) => {
    expect(dateDisplay(value)).toBe(expected);
  });

  it.each<{ case: string; start: unknown; end: unknown; expected: string }>([
    { case: 'start and end', start: '2026/11/01', end: '2026/11/22', expected: '2026-11-01 ~ 2026-11-22' },
    { case: 'missing end shows --', start: '2026-11-01', end: '', expected: '2026-11-01 ~ --' },
    { case: 'null end shows --', start: '2026-11-01', end: null, expected: '2026-11-01 ~ --' },
    { case: 'missing start shows -- too', start: undefined, end: '2026-11-22', expected: '-- ~ 2026-11-22' },
    { case: 'both empty shows 未填写', start: '', end: undefined, expected: '未填写' },
  ])('dateRangeDisplay: $case', ({ start, end, expected }) => {
    expect(dateRangeDisplay(start, end)).toBe(expected);
  });
});
