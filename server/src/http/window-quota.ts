/**
 * How much each key (an address, an account) has spent within a sliding window: uploads' bytes, OCR reads, comments.
 * Every limit on "so much per caller per time" counts here, on the server's clock (tests move it). Keys idle past the
 * window are dropped as they are met, and all of them when the map grows large, so the count cannot fill memory.
 */
import type { Clock } from '../clock.js';

const SWEEP_AT = 10_000;

export class WindowQuota {
  private spent = new Map<string, { at: number; amount: number }[]>();

  constructor(
    private readonly clock: Clock,
    private readonly windowMs: number,
  ) {}

  used(key: string): number {
    const now = this.clock.now();
    const kept = (this.spent.get(key) ?? []).filter((s) => now - s.at < this.windowMs);
    if (kept.length) this.spent.set(key, kept);
    else this.spent.delete(key);
    return kept.reduce((sum, s) => sum + s.amount, 0);
  }

  fits(key: string, amount: number, limit: number): boolean {
    return this.used(key) + amount <= limit;
  }

  add(key: string, amount: number): void {
    if (this.spent.size > SWEEP_AT) for (const k of [...this.spent.keys()]) this.used(k);
    this.used(key);
    this.spent.set(key, [...(this.spent.get(key) ?? []), { at: this.clock.now(), amount }]);
  }

  /** Spends `amount` when it fits under `limit`; false (nothing spent) otherwise. */
  take(key: string, amount: number, limit: number): boolean {
    if (!this.fits(key, amount, limit)) return false;
    this.add(key, amount);
    return true;
  }
}
