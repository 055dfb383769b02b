import { debounce, DEFAULT_DEBOUNCE_WAIT } from '@/domain/timing/debounce';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

type Step = [at: number, arg: string];

/** Calls the debounced function at the given times; returns [time, arg] of each real call. */
function play(steps: Step[], until: number, leading?: boolean, wait?: number): Array<[number, string]> {
  const start = Date.now();
  const calls: Array<[number, string]> = [];
  const fn = debounce((arg: string) => calls.push([Date.now() - start, arg]), wait, { leading });
  let now = 0;
  for (const [at, arg] of steps) {
    jest.advanceTimersByTime(at - now);
    now = at;
    fn(arg);
  }
  jest.advanceTimersByTime(until - now);
  return calls;
}

describe('debounce (spec §9: default 500 ms)', () => {
  it('default wait', () => {
    expect(DEFAULT_DEBOUNCE_WAIT).toBe(500);
  });

  it.each<{
    case: string;
    steps: Step[];
    until: number;
    leading?: boolean;
    wait?: number;
    calls: Array<[number, string]>;
  }>([
    { case: 'one call runs 500 ms later', steps: [[0, 'a']], until: 1000, calls: [[500, 'a']] },
    { case: 'nothing before 500 ms', steps: [[0, 'a']], until: 499, calls: [] },
    {
      case: 'a burst runs once, with the last arguments, 500 ms after the last call',
      steps: [
        [0, 'a'],
        [200, 'b'],
        [400, 'c'],
      ],
      until: 2000,
      calls: [[900, 'c']],
    },
    {
      case: 'two bursts run twice',
      steps: [
        [0, 'a'],
        [600, 'b'],
      ],
      until: 2000,
      calls: [
        [500, 'a'],
        [1100, 'b'],
      ],
    },
    { case: 'custom wait', steps: [[0, 'a']], until: 1000, wait: 100, calls: [[100, 'a']] },
    {
      case: 'leading: runs at the first call of a burst only',
      steps: [
        [0, 'a'],
        [200, 'b'],
        [400, 'c'],
      ],
      until: 2000,
      leading: true,
      calls: [[0, 'a']],
    },
    {
      case: 'leading: a new burst after 500 ms quiet runs again',
      steps: [
        [0, 'a'],
        [400, 'b'],
        [1000, 'c'],
      ],
      until: 2000,
      leading: true,
      calls: [
        [0, 'a'],
        [1000, 'c'],
      ],
    },
  ])('$case', ({ steps, until, leading, wait, calls }) => {
    expect(play(steps, until, leading, wait)).toEqual(calls);
  });

  it('cancel drops the pending call', () => {
    const fn = jest.fn();
    const debounced = debounce(fn);
    debounced();
    debounced.cancel();
    jest.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});
