// Spec screens-data-rules.md §9 / calls-and-errors.md §9: "Event waiter poll 100 ms, default timeout 6000 ms."
import { globalTimers, type TimerId, type Timers } from './timers';

export const WAIT_POLL_INTERVAL = 100;
export const WAIT_TIMEOUT = 6000;

export class WaitTimeoutError extends Error {
  constructor(readonly timeout: number) {
    super(`waitFor: condition not met within ${timeout} ms`);
    this.name = 'WaitTimeoutError';
  }
}

export interface WaitForOptions {
  interval?: number;
  timeout?: number;
  timers?: Timers;
}

/**
 * Resolves with the predicate's first truthy value. The predicate is checked at once, then every `interval` ms
 * (100); when `timeout` ms (6000) pass first, the promise rejects with a WaitTimeoutError (a check due at the same
 * moment as the timeout comes too late). A predicate that throws rejects the promise with its error.
 */
export function waitFor<T>(
  predicate: () => T | null | undefined | false | 0 | '',
  { interval = WAIT_POLL_INTERVAL, timeout = WAIT_TIMEOUT, timers = globalTimers }: WaitForOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let poll: TimerId | undefined;

    const finish = (): void => {
      settled = true;
      timers.clearTimeout(deadline);
      if (poll !== undefined) timers.clearTimeout(poll);
    };

    const deadline = timers.setTimeout(() => {
      if (settled) return;
      finish();
      reject(new WaitTimeoutError(timeout));
    }, timeout);

    const check = (): void => {
      if (settled) return;
      poll = undefined;
      try {
        const value = predicate();
        if (value) {
          finish();
          resolve(value as T);
          return;
        }
      } catch (error) {
        finish();
        reject(error);
        return;
      }
      poll = timers.setTimeout(check, interval);
    };

    check();
  });
}
