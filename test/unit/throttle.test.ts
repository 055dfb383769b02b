import { DEFAULT_THROTTLE_WAIT, throttle } from '@/domain/timing/throttle';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

type Step = [at: number, arg: string];

function play(steps: Step[], until: number, leading?: boolean, wait?: number): Array<[number, string]> {
  const start = Date.now();
  const calls: Array<[number, string]> = [];
  const fn = throttle((arg: string) => calls.push([Date.now() - start, arg]), wait, { leading });
  let now = 0;
  for (const [at, arg] of steps) {
    jest.advanceTimersByTime(at - now);
    now = at;
    fn(arg);
  }
  jest.advanceTimersByTime(until - now);
  return calls;
}

describe('throttle (spec §9: default 500 ms)', () => {
  it('default wait', () => {
    expect(DEFAULT_THROTTLE_WAIT).toBe(500);
  });

  it.each<{
    case: string;
    steps: Step[];
    until: number;
    leading?: boolean;
    wait?: number;
    calls: Array<[number, string]>;
  }>([
    { case: 'runs at once', steps: [[0, 'a']], until: 0, calls: [[0, 'a']] },
    {
      case: 'a double tap runs once',
      steps: [
        [0, 'a'],
        [100, 'b'],
      ],
      until: 2000,
      calls: [[0, 'a']],
    },
    {
      case: 'calls within 500 ms are dropped, the next window runs again',
      steps: [
        [0, 'a'],
        [499, 'b'],
        [500, 'c'],
        [900, 'd'],
        [1000, 'e'],
      ],
      until: 2000,
      calls: [
        [0, 'a'],
        [500, 'c'],
        [1000, 'e'],
      ],
    },
    {
      case: 'custom wait',
      steps: [
        [0, 'a'],
        [100, 'b'],
        [150, 'c'],
      ],
      until: 1000,
      wait: 100,
      calls: [
        [0, 'a'],
        [100, 'b'],
      ],
    },
    {
      case: 'trailing mode: runs at the end of the window with the latest arguments',
      steps: [
        [0, 'a'],
        [200, 'b'],
        [400, 'c'],
      ],
      until: 2000,
      leading: false,
      calls: [[500, 'c']],
    },
    {
      case: 'trailing mode: a later call opens a new window',
      steps: [
        [0, 'a'],
        [700, 'b'],
      ],
      until: 2000,
      leading: false,
      calls: [
        [500, 'a'],
        [1200, 'b'],
      ],
    },
  ])('$case', ({ steps, until, leading, wait, calls }) => {
    expect(play(steps, until, leading, wait)).toEqual(calls);
  });

  it('cancel ends the window', () => {
    const fn = jest.fn();
    const throttled = throttle(fn);
    throttled(1);
    throttled.cancel();
    throttled(2);
    expect(fn.mock.calls).toEqual([[1], [2]]);
  });
});
