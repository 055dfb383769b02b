/**
 * Read counts count viewers, not requests (issue 34, finding 16): one viewer (a signed-in account, else a network
 * address) counts once per item per window. Without it an anonymous loop raised any public document's count at will.
 */
import type { Clock } from '../clock.js';
import { WindowQuota } from './window-quota.js';

const DAY_MS = 24 * 3600_000;

export class ReadOnce {
  private readonly seen: WindowQuota;

  constructor(clock: Clock, windowMs = DAY_MS) {
    this.seen = new WindowQuota(clock, windowMs);
  }

  /** Should this view be counted? True the first time `viewer` reads `item` in the window. */
  counts(viewer: { userId: string } | { address: string }, item: string): boolean {
    const who = 'userId' in viewer ? `user:${viewer.userId}` : `address:${viewer.address}`;
    return this.seen.take(`${who}\n${item}`, 1, 1);
  }
}
