import {
  AFTERNOON_GREETING,
  EVENING_GREETING,
  greeting,
  MORNING_GREETING,
  MOTIVATIONAL_SENTENCES,
} from '@/domain/time/greeting';

describe('greeting (spec §2: 6–12 morning, 12–18 afternoon, otherwise evening)', () => {
  it.each<{ case: string; hour: number; expected: string }>([
    { case: 'midnight is evening', hour: 0, expected: '晚上好' },
    { case: '5 o’clock is evening', hour: 5, expected: '晚上好' },
    { case: '6 o’clock starts the morning', hour: 6, expected: '早上好' },
    { case: '11 o’clock is morning', hour: 11, expected: '早上好' },
    { case: '12 o’clock starts the afternoon', hour: 12, expected: '下午好' },
    { case: '17 o’clock is afternoon', hour: 17, expected: '下午好' },
    { case: '18 o’clock starts the evening', hour: 18, expected: '晚上好' },
    { case: '23 o’clock is evening', hour: 23, expected: '晚上好' },
  ])('$case', ({ hour, expected }) => {
    expect(greeting(hour, () => 0).greeting).toBe(expected);
  });

  it('the greeting constants are the Chinese words', () => {
    expect([MORNING_GREETING, AFTERNOON_GREETING, EVENING_GREETING]).toEqual(['早上好', '下午好', '晚上好']);
  });

  it('there are exactly 7 different sentences', () => {
    expect(MOTIVATIONAL_SENTENCES).toHaveLength(7);
    expect(new Set(MOTIVATIONAL_SENTENCES).size).toBe(7);
  });

  it.each<{ case: string; random: number; index: number }>([
    { case: 'random 0 picks the first', random: 0, index: 0 },
    { case: 'random just under 1/7 picks the first', random: 0.142, index: 0 },
    { case: 'random 1/7 picks the second', random: 1 / 7, index: 1 },
    { case: 'random 0.5 picks the fourth', random: 0.5, index: 3 },
    { case: 'random just under 1 picks the last', random: 0.9999, index: 6 },
    { case: 'random 1 (out of range) is clamped to the last', random: 1, index: 6 },
    { case: 'negative random is clamped to the first', random: -0.5, index: 0 },
    { case: 'NaN picks the first', random: NaN, index: 0 },
  ])('sentence: $case', ({ random, index }) => {
    expect(greeting(9, () => random)).toEqual({ greeting: '早上好', sentence: MOTIVATIONAL_SENTENCES[index] });
  });
});
