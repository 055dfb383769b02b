import { ARROW_STEPS, dayName, firstFocus, keyOf, movedDay } from '@/ui/calendar-keys';

describe('the range calendar by keys (ui/Calendar.tsx): days as YYYY-MM-DD keys', () => {
  it.each<{ case: string; value: unknown; expected: string | null }>([
    { case: "NutUI's picked day array", value: ['2026', '03', '11', '2026/03/11', '星期三'], expected: '2026-03-11' },
    { case: 'a slashed day without zeros', value: '2026/3/1', expected: '2026-03-01' },
    { case: 'a dashed day', value: '2026-03-11', expected: '2026-03-11' },
    { case: 'not a day', value: 'soon', expected: null },
    { case: 'nothing', value: undefined, expected: null },
  ])('keyOf: $case', ({ value, expected }) => {
    expect(keyOf(value)).toBe(expected);
  });

  it('arrows move a day sideways and a week up or down, across months and years', () => {
    const [first, last] = ['2024-01-01', '2026-12-31'];
    expect(movedDay('2026-03-11', ARROW_STEPS.ArrowLeft!, first, last)).toBe('2026-03-10');
    expect(movedDay('2026-03-31', ARROW_STEPS.ArrowRight!, first, last)).toBe('2026-04-01');
    expect(movedDay('2026-03-02', ARROW_STEPS.ArrowUp!, first, last)).toBe('2026-02-23');
    expect(movedDay('2025-12-29', ARROW_STEPS.ArrowDown!, first, last)).toBe('2026-01-05');
  });

  it('never past the days the calendar offers', () => {
    expect(movedDay('2024-01-03', -7, '2024-01-01', '2026-12-31')).toBe('2024-01-01');
    expect(movedDay('2026-12-30', 7, '2024-01-01', '2026-12-31')).toBe('2026-12-31');
  });

  it('starts on the picked start, else today, within the offered days', () => {
    expect(firstFocus(['2026-03-11', '2026-03-12'], '2026-11-29', '2024-01-01', '2026-12-31')).toBe('2026-03-11');
    expect(firstFocus([], '2026-11-29', '2024-01-01', '2026-12-31')).toBe('2026-11-29');
    expect(firstFocus([], '2027-01-02', '2024-01-01', '2026-12-31')).toBe('2026-12-31');
  });

  it('names a day as people say it', () => {
    expect(dayName('2026-03-01')).toBe('2026年3月1日');
  });
});
