// Spec screens-data-rules.md §9 / calls-and-errors.md §9: "Default debounce and throttle 500 ms."
import { globalTimers, type TimerId, type Timers } from './timers';

export const DEFAULT_THROTTLE_WAIT = 500;

export interface ThrottleOptions {
  /**
   * true (default): call at once, then ignore calls for `wait` ms — the guard against double taps.
   * false: the first call opens a `wait` ms window and `fn` runs at its end with the latest arguments.
   */
  leading?: boolean;
  timers?: Timers;
}

export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Ends the current window; a pending trailing call is dropped. */
  cancel(): void;
}

/** Calls `fn` at most once per `wait` ms (500). */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => unknown,
  wait: number = DEFAULT_THROTTLE_WAIT,
  { leading = true, timers = globalTimers }: ThrottleOptions = {},
): Throttled<A> {
  let timer: TimerId | undefined;
  let lastArgs: A | undefined;

  const throttled = (...args: A): void => {
    if (timer !== undefined) {
      if (!leading) lastArgs = args;
      return;
    }
    if (leading) {
      fn(...args);
      timer = timers.setTimeout(() => {
        timer = undefined;
      }, wait);
      return;
    }
    lastArgs = args;
    timer = timers.setTimeout(() => {
      timer = undefined;
      const callArgs = lastArgs;
      lastArgs = undefined;
      if (callArgs) fn(...callArgs);
    }, wait);
  };

  throttled.cancel = (): void => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    lastArgs = undefined;
  };
  return throttled;
}
