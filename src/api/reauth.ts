/**
 * The re-authentication gate (spec calls-and-errors.md §4 "Re-authentication").
 *
 * - A call that gets 401 / 4010 asks the gate to renew the token it was sent with. The first such call starts one
 *   renewal; every other call that failed with the same token waits for that same renewal, and a call whose token
 *   has been renewed since it was sent is replayed at once. So N concurrent failures make exactly one renewal.
 * - Calls about to be sent while a renewal runs wait for it (the queue), rather than fail with the stale token.
 * - Refresh tokens rotate and reusing an old one revokes the grant: every refresh-token exchange, including the
 *   organisation switch's, runs through `exclusive`, so two never overlap.
 *
 * No Taro here: the renewal itself is passed in, which keeps this testable alone.
 */

export interface ReauthDeps {
  /** The Authorization value in use now (null when signed out). */
  currentToken(): string | null;
  /** Obtains a new token (the host's, or a refresh-token exchange) and stores it; resolves with the new value. */
  renew(): Promise<string>;
}

export interface ReauthGate {
  /** Renews the token `tokenUsed` was; shares one renewal between every caller that used the same token. */
  renew(tokenUsed: string | null): Promise<string>;
  /** Resolves once no renewal is running (never rejects). */
  settled(): Promise<void>;
  /** Runs `task` when no other exclusive task (refresh-token exchange) runs. */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /** How many renewals were started, for tests and diagnostics. */
  readonly renewals: number;
  /** Forgets the last renewal's outcome (tests). */
  forget(): void;
}

export function createReauthGate(deps: ReauthDeps): ReauthGate {
  let last: { from: string | null; promise: Promise<string> } | null = null;
  let running: Promise<string> | null = null;
  let chain: Promise<unknown> = Promise.resolve();
  let renewals = 0;

  const exclusive = <T>(task: () => Promise<T>): Promise<T> => {
    const result = chain.then(task, task);
    chain = result.catch(() => undefined);
    return result;
  };

  return {
    get renewals() {
      return renewals;
    },
    forget() {
      last = null;
    },
    renew(tokenUsed) {
      // Same stale token as the last renewal: its result, whether it is still running or done. A failed renewal is
      // not tried again for the token it failed for (a late 401 must not start a second refresh).
      if (last && last.from === tokenUsed) return last.promise;
      const current = deps.currentToken();
      if (current && current !== tokenUsed) return Promise.resolve(current);
      renewals += 1;
      const promise = exclusive(() => deps.renew());
      last = { from: tokenUsed, promise };
      running = promise;
      const done = () => {
        if (running === promise) running = null;
      };
      promise.then(done, done);
      return promise;
    },
    async settled() {
      while (running) {
        try {
          await running;
        } catch {
          /* the caller sends with whatever token there is; a failure is handled on its answer */
        }
      }
    },
    exclusive,
  };
}
