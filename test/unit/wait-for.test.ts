import { waitFor, WaitTimeoutError, WAIT_POLL_INTERVAL, WAIT_TIMEOUT } from '@/domain/timing/wait-for';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Runs waitFor with fake timers for `ms` and reports how it settled and how often the predicate ran. */
async function run(readyAt: number | null, ms: number, options?: Parameters<typeof waitFor>[1]) {
  let calls = 0;
  const started = Date.now();
  const predicate = () => {
    calls += 1;
    return readyAt !== null && Date.now() - started >= readyAt ? 'ready' : false;
  };
  let outcome: string = 'pending';
  waitFor(predicate, options).then(
    (value) => (outcome = `resolved:${String(value)}`),
    (error: unknown) => (outcome = error instanceof WaitTimeoutError ? `timeout:${error.timeout}` : 'rejected'),
  );
  await jest.advanceTimersByTimeAsync(ms);
  return { outcome, calls };
}

describe('waitFor (spec §9: poll 100 ms, default timeout 6000 ms)', () => {
  it('defaults', () => {
    expect([WAIT_POLL_INTERVAL, WAIT_TIMEOUT]).toEqual([100, 6000]);
  });

  it.each<{
    case: string;
    readyAt: number | null;
    ms: number;
    options?: Parameters<typeof waitFor>[1];
    outcome: string;
    calls: number;
  }>([
    { case: 'ready at once: resolves with no wait, one check', readyAt: 0, ms: 0, outcome: 'resolved:ready', calls: 1 },
    {
      case: 'checks every 100 ms: ready at 250 ms is seen at 300 ms',
      readyAt: 250,
      ms: 300,
      outcome: 'resolved:ready',
      calls: 4,
    },
    { case: 'not yet at 299 ms', readyAt: 250, ms: 299, outcome: 'pending', calls: 3 },
    { case: 'still pending at 5999 ms', readyAt: null, ms: 5999, outcome: 'pending', calls: 60 },
    { case: 'rejects at 6000 ms', readyAt: null, ms: 6000, outcome: 'timeout:6000', calls: 60 },
    { case: 'ready at 5900 ms still resolves', readyAt: 5900, ms: 6000, outcome: 'resolved:ready', calls: 60 },
    { case: 'no checks after the timeout', readyAt: null, ms: 10000, outcome: 'timeout:6000', calls: 60 },
    {
      case: 'custom interval and timeout',
      readyAt: null,
      ms: 1000,
      options: { interval: 250, timeout: 1000 },
      outcome: 'timeout:1000',
      calls: 4,
    },
  ])('$case', async ({ readyAt, ms, options, outcome, calls }) => {
    await expect(run(readyAt, ms, options)).resolves.toEqual({ outcome, calls });
  });

  it('a predicate that throws rejects with its error', async () => {
    const boom = new Error('boom');
    const promise = waitFor(() => {
      throw boom;
    });
    await expect(promise).rejects.toBe(boom);
  });

  it('injected timers are used instead of the global ones', async () => {
    const scheduled: number[] = [];
    const timers = {
      setTimeout: (callback: () => void, ms: number) => {
        scheduled.push(ms);
        return setTimeout(callback, ms);
      },
      clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    };
    let n = 0;
    const promise = waitFor(() => (++n >= 2 ? n : 0), { timers });
    await jest.advanceTimersByTimeAsync(100);
    await expect(promise).resolves.toBe(2);
    expect(scheduled).toEqual([6000, 100]);
  });
});
