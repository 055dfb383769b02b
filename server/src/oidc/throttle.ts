/**
 * Failed-login limits shared by the login page and the password APIs, counted per network address, so a stranger
 * can neither guess freely nor lock someone else out:
 * - one username from one address: after `perUser` failures within `windowMs`, that pair is refused (even with the
 *   right password) until the oldest failure leaves the window; the same username from another address is not;
 * - one address, any usernames: after `perAddress` failures within the window, that address is refused (a spray of
 *   usernames stops there).
 * In memory on purpose: a restart or a test reset clears it.
 */
import type { Clock } from '../clock.js';

export interface ThrottleLimits {
  perUser: number;
  perAddress: number;
}

export class LoginThrottle {
  private failures = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    readonly limits: ThrottleLimits = { perUser: 5, perAddress: 30 },
    readonly windowMs = 10 * 60 * 1000,
  ) {}

  private static userKey = (username: string, address: string) => `u:${username.trim().toLowerCase()}\n${address}`;
  private static addressKey = (address: string) => `a:${address}`;

  private recent(key: string, now = this.clock.now()): number[] {
    const kept = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  isLocked(username: string, address: string): boolean {
    return (
      this.recent(LoginThrottle.userKey(username, address)).length >= this.limits.perUser ||
      this.recent(LoginThrottle.addressKey(address)).length >= this.limits.perAddress
    );
  }

  fail(username: string, address: string): void {
    const now = this.clock.now();
    for (const key of [LoginThrottle.userKey(username, address), LoginThrottle.addressKey(address)]) {
      const kept = this.recent(key, now);
      kept.push(now);
      this.failures.set(key, kept);
    }
  }

  /** A right password clears that username's failures from that address (not the address's count). */
  succeed(username: string, address: string): void {
    this.failures.delete(LoginThrottle.userKey(username, address));
  }

  reset(): void {
    this.failures.clear();
  }
}
