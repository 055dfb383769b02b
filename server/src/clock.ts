/**
 * Where the server reads the time. Every expiry the server decides (session tokens, identity-provider access tokens
 * at the API, SMS codes, WeChat sessions, the login throttle, VIP) and every time it stores read the server's clock
 * (`ctx.clock`), so a test moves time forward instead of sleeping through an expiry.
 */
export class Clock {
  /** Epoch milliseconds. */
  now(): number {
    return Date.now();
  }

  iso(): string {
    return new Date(this.now()).toISOString();
  }

  epochSeconds(): number {
    return Math.floor(this.now() / 1000);
  }
}
