import { normaliseDate } from '@/domain/time/normalise-date';

// Timestamps are shown in local time: the cases build them from local dates so they hold in any time zone.
const LOCAL = new Date(2026, 10, 22, 8, 30, 5).getTime();

describe('normaliseDate (spec §5: dates are normalised with dashes)', () => {
  it.each<{ case: string; value: unknown; format?: string; expected: string }>([
    { case: 'slashes become dashes', value: '2026/11/22', expected: '2026-11-22' },
    { case: 'slashes with a time', value: '2026/11/22 08:30:00', expected: '2026-11-22 08:30:00' },
    { case: 'dots become dashes', value: '2026.1.2', expected: '2026-1-2' },
    { case: 'dashes stay', value: '2026-11-22 08:30', expected: '2026-11-22 08:30' },
    { case: 'surrounding spaces trimmed', value: ' 2026/11/22 ', expected: '2026-11-22' },
    { case: 'only the date part is touched', value: '2026/11/22 a/b', expected: '2026-11-22 a/b' },
    { case: 'timestamp in ms', value: LOCAL, expected: '2026-11-22 08:30:05' },
    { case: 'timestamp in ms as a string', value: String(LOCAL), expected: '2026-11-22 08:30:05' },
    { case: 'timestamp in seconds', value: LOCAL / 1000, expected: '2026-11-22 08:30:05' },
    { case: 'timestamp with a date-only format', value: LOCAL, format: 'YYYY-MM-DD', expected: '2026-11-22' },
    { case: 'an ISO instant from the server, in local time', value: new Date(LOCAL).toISOString(), expected: '2026-11-22 08:30:05' },
    { case: 'an ISO instant with an offset', value: new Date(LOCAL).toISOString().replace('Z', '+00:00'), expected: '2026-11-22 08:30:05' },
    { case: 'an invalid ISO instant', value: '2026-13-45T99:99Z', expected: '' },
    { case: 'Date object', value: new Date(2026, 0, 3, 0, 0, 0), expected: '2026-01-03 00:00:00' },
    { case: 'invalid Date', value: new Date('x'), expected: '' },
    { case: 'empty string', value: '', expected: '' },
    { case: 'whitespace', value: '   ', expected: '' },
    { case: 'null', value: null, expected: '' },
    { case: 'undefined', value: undefined, expected: '' },
    { case: 'NaN', value: NaN, expected: '' },
    { case: 'an object', value: { a: 1 }, expected: '' },
  ])('$case', ({ value, format, expected }) => {
    expect(normaliseDate(value, format)).toBe(expected);
  });
});
