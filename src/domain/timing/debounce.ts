// Spec screens-data-rules.md §9 / calls-and-errors.md §9: "Default debounce and throttle 500 ms."
import { globalTimers, type TimerId, type Timers } from './timers';

export const DEFAULT_DEBOUNCE_WAIT = 500;

export interface DebounceOptions {
  /** Call at the first call of a burst instead of after it (default false: after the burst). */
  leading?: boolean;
  timers?: Timers;
}

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending call. */
  cancel(): void;
}

/**
 * Calls `fn` once per burst of calls, a burst ending when `wait` ms (500) pass with no new call. By default the call
 * comes after the burst with the last arguments; with `leading` it comes at the burst's first call and the rest of
 * the burst is dropped.
 */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => unknown,
  wait: number = DEFAULT_DEBOUNCE_WAIT,
  { leading = false, timers = globalTimers }: DebounceOptions = {},
): Debounced<A> {
  let timer: TimerId | undefined;
  let lastArgs: A | undefined;

  const debounced = (...args: A): void => {
    const burstStarts = timer === undefined;
    if (timer !== undefined) timers.clearTimeout(timer);
    if (leading) {
      if (burstStarts) fn(...args);
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

  debounced.cancel = (): void => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    lastArgs = undefined;
  };
  return debounced;
}
