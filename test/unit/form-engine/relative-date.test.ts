import { RELATIVE_DATES, relativeDateOf, relativeDateRange } from '@/domain/form-engine/relative-date';

const F = 'YYYY-MM-DD HH:mm:ss.SSS';
const show = (reference: string, now: string): [string, string] | null => {
  const range = relativeDateRange(reference, now);
  return range ? [range[0].format(F), range[1].format(F)] : null;
};
const day = (from: string, to: string): [string, string] => [`${from} 00:00:00.000`, `${to} 23:59:59.999`];

describe('relative dates (spec §5: weeks start on Monday; today … next 30 days)', () => {
  // 2026-11-25 is a Wednesday.
  const WEDNESDAY = '2026-11-25 15:30:00';
  it.each<{ case: string; reference: string; expected: [string, string] }>([
    { case: 'today', reference: 'today', expected: day('2026-11-25', '2026-11-25') },
    { case: 'yesterday', reference: 'yesterday', expected: day('2026-11-24', '2026-11-24') },
    { case: 'tomorrow', reference: 'tomorrow', expected: day('2026-11-26', '2026-11-26') },
    { case: 'this week runs Monday to Sunday', reference: 'thisWeek', expected: day('2026-11-23', '2026-11-29') },
    { case: 'next week', reference: 'nextWeek', expected: day('2026-11-30', '2026-12-06') },
    { case: 'last week', reference: 'lastWeek', expected: day('2026-11-16', '2026-11-22') },
    { case: 'this month', reference: 'thisMonth', expected: day('2026-11-01', '2026-11-30') },
    { case: 'next month', reference: 'nextMonth', expected: day('2026-12-01', '2026-12-31') },
    { case: 'last month', reference: 'lastMonth', expected: day('2026-10-01', '2026-10-31') },
    { case: 'this year', reference: 'thisYear', expected: day('2026-01-01', '2026-12-31') },
    { case: 'next year', reference: 'nextYear', expected: day('2027-01-01', '2027-12-31') },
    { case: 'last year', reference: 'lastYear', expected: day('2025-01-01', '2025-12-31') },
    { case: 'last 7 days end today', reference: 'last7Days', expected: day('2026-11-19', '2026-11-25') },
    { case: 'last 14 days', reference: 'last14Days', expected: day('2026-11-12', '2026-11-25') },
    { case: 'last 30 days', reference: 'last30Days', expected: day('2026-10-27', '2026-11-25') },
    { case: 'next 7 days start today', reference: 'next7Days', expected: day('2026-11-25', '2026-12-01') },
    { case: 'next 14 days', reference: 'next14Days', expected: day('2026-11-25', '2026-12-08') },
    { case: 'next 30 days', reference: 'next30Days', expected: day('2026-11-25', '2026-12-24') },
  ])('on a Wednesday: $case', ({ reference, expected }) => {
    expect(show(reference, WEDNESDAY)).toEqual(expected);
  });

  it.each<{ case: string; reference: string; now: string; expected: [string, string] }>([
    {
      case: 'on a Sunday this week is the week ending today (Monday start, not Sunday)',
      reference: 'thisWeek',
      now: '2026-11-22 23:00:00',
      expected: day('2026-11-16', '2026-11-22'),
    },
    {
      case: 'on a Monday this week starts today',
      reference: 'thisWeek',
      now: '2026-11-30 00:00:00',
      expected: day('2026-11-30', '2026-12-06'),
    },
    {
      case: 'next week across a year end',
      reference: 'nextWeek',
      now: '2026-12-31 08:00:00',
      expected: day('2027-01-04', '2027-01-10'),
    },
    {
      case: 'last month from 31 March is February (no day overflow)',
      reference: 'lastMonth',
      now: '2026-03-31 12:00:00',
      expected: day('2026-02-01', '2026-02-28'),
    },
    {
      case: 'next month from 31 January is February',
      reference: 'nextMonth',
      now: '2026-01-31 12:00:00',
      expected: day('2026-02-01', '2026-02-28'),
    },
  ])('$case', ({ reference, now, expected }) => {
    expect(show(reference, now)).toEqual(expected);
  });

  it.each<{ case: string; text: unknown; expected: string | undefined }>([
    { case: 'our spelling', text: 'last7Days', expected: 'last7Days' },
    { case: 'upper snake case', text: 'THIS_WEEK', expected: 'thisWeek' },
    { case: 'kebab case', text: 'next-30-days', expected: 'next30Days' },
    { case: 'unknown word', text: 'fortnight', expected: undefined },
    { case: 'not a string', text: 7, expected: undefined },
  ])('reference names: $case', ({ text, expected }) => {
    expect(relativeDateOf(text)).toBe(expected);
  });

  it('the spec lists 18 references', () => {
    expect(RELATIVE_DATES).toHaveLength(18);
  });

  it.each<{ case: string; reference: string; now: unknown }>([
    { case: 'unknown reference', reference: 'someday', now: '2026-11-25' },
    { case: 'unreadable now', reference: 'today', now: 'not a date' },
  ])('no range: $case', ({ reference, now }) => {
    expect(relativeDateRange(reference, now as string)).toBeNull();
  });
});
