import { durationText } from '../../../src/domain/todo';

const MIN = 60_000;

describe('a process report’s duration: the largest two units', () => {
  it.each([
    ['unknown (not finished)', null, ''],
    ['negative (clock skew)', -5, ''],
    ['under a minute', 59_999, '不到1分钟'],
    ['one minute', MIN, '1分钟'],
    ['minutes only', 59 * MIN, '59分钟'],
    ['whole hours', 120 * MIN, '2小时'],
    ['hours and minutes', 5 * 60 * MIN + 12 * MIN, '5小时12分钟'],
    ['a whole day', 1440 * MIN, '1天'],
    ['days and hours (minutes dropped)', 2 * 1440 * MIN + 3 * 60 * MIN + 59 * MIN, '2天3小时'],
  ] as const)('%s: %j → %j', (_, ms, text) => {
    expect(durationText(ms)).toBe(text);
  });
});
