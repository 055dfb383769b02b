import { relativeTime } from '@/domain/time/relative-time';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const S = 1000;
const DAY = 86400 * S;

describe('relativeTime (spec §9 relative time)', () => {
  it.each<{ case: string; then: number | string | Date | null; expected: string }>([
    { case: 'same moment is just now', then: NOW, expected: '刚刚' },
    { case: '299 s is just now', then: NOW - 299 * S, expected: '刚刚' },
    { case: '300 s is 5 minutes', then: NOW - 300 * S, expected: '5分钟前' },
    { case: '59 min 59 s is 59 minutes', then: NOW - 3599 * S, expected: '59分钟前' },
    { case: '1 hour', then: NOW - 3600 * S, expected: '1小时前' },
    { case: '23 h 59 min is 23 hours', then: NOW - (DAY - 60 * S), expected: '23小时前' },
    { case: '1 day', then: NOW - DAY, expected: '1天前' },
    { case: '29 days', then: NOW - 29 * DAY, expected: '29天前' },
    { case: '30 days is 1 month', then: NOW - 30 * DAY, expected: '1个月前' },
    { case: '59 days is 1 month', then: NOW - 59 * DAY, expected: '1个月前' },
    { case: '60 days is 2 months', then: NOW - 60 * DAY, expected: '2个月前' },
    { case: '364 days is 12 months (30-day months)', then: NOW - 364 * DAY, expected: '12个月前' },
    { case: '365 days is 1 year', then: NOW - 365 * DAY, expected: '1年前' },
    { case: '3 years', then: NOW - 3 * 365 * DAY, expected: '3年前' },
    { case: 'a future time is just now', then: NOW + 3600 * S, expected: '刚刚' },
    { case: 'a Date works', then: new Date(NOW - 2 * 3600 * S), expected: '2小时前' },
    { case: 'an ISO string works', then: '2026-11-22T11:00:00Z', expected: '1小时前' },
    { case: 'an unreadable date gives empty', then: 'not a date', expected: '' },
    { case: 'a missing date gives empty', then: null, expected: '' },
  ])('$case', ({ then, expected }) => {
    expect(relativeTime(NOW, then)).toBe(expected);
  });
});
