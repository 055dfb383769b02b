// Spec screens-data-rules.md §2: "A greeting helper shows a morning greeting from 6 to 12, an afternoon greeting from
// 12 to 18, otherwise an evening greeting, together with one of 7 random motivational sentences."

export const MORNING_GREETING = '早上好';
export const AFTERNOON_GREETING = '下午好';
export const EVENING_GREETING = '晚上好';

/** The 7 motivational sentences (the spec gives their number, not their words). */
export const MOTIVATIONAL_SENTENCES = [
  '每一天都是新的开始，加油！',
  '坚持下去，努力终会有回报。',
  '今天的努力，是明天的底气。',
  '保持热爱，奔赴山海。',
  '把每件小事做好，就是了不起。',
  '心有所向，日复一日，必有精进。',
  '不积跬步，无以至千里。',
] as const;

export interface Greeting {
  greeting: string;
  sentence: string;
}

/** The greeting for an hour of the day (0–23): [6, 12) morning, [12, 18) afternoon, the rest evening. */
function greetingFor(hour: number): string {
  if (hour >= 6 && hour < 12) return MORNING_GREETING;
  if (hour >= 12 && hour < 18) return AFTERNOON_GREETING;
  return EVENING_GREETING;
}

/**
 * The greeting and one of the 7 sentences. `pick` is a random source like Math.random, returning a number in
 * [0, 1); out-of-range values are clamped to the first or last sentence.
 */
export function greeting(hour: number, pick: () => number = Math.random): Greeting {
  const count = MOTIVATIONAL_SENTENCES.length;
  const r = pick();
  const index = Number.isFinite(r) ? Math.min(count - 1, Math.max(0, Math.floor(r * count))) : 0;
  return { greeting: greetingFor(hour), sentence: MOTIVATIONAL_SENTENCES[index] ?? MOTIVATIONAL_SENTENCES[0] };
}
