/**
 * Failed-login limit shared by the login page and the password APIs: after `max` failures for one username within
 * `windowMs`, every attempt for that username is refused (even a correct one) until the oldest failure leaves the
 * window. In memory on purpose: a restart or a test reset clears it.
 */
import type { Clock } from '../clock.js';

export class LoginThrottle {
  private failures = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    readonly max = 5,
    readonly windowMs = 10 * 60 * 1000,
  ) {}

  private recent(username: string, now = this.clock.now()): number[] {
    const key = username.trim().toLowerCase();
    const kept = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  isLocked(username: string): boolean {
    return this.recent(username).length >= this.max;
  }

  fail(username: string): void {
    const kept = this.recent(username);
    kept.push(this.clock.now());
    this.failures.set(username.trim().toLowerCase(), kept);
  }

  succeed(username: string): void {
    this.failures.delete(username.trim().toLowerCase());
  }

  reset(): void {
    this.failures.clear();
  }
}
