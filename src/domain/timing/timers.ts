// Timer functions, injectable so the timing helpers run under any clock (spec screens-data-rules.md §9).

export type TimerId = ReturnType<typeof setTimeout>;

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => TimerId;
  clearTimeout: (id: TimerId) => void;
}

/** The global timers, looked up at call time (so Jest's fake timers apply). */
export const globalTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (id) => clearTimeout(id),
};
