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

/**
 * A clock moved forward on demand: real time plus what `advance` added. In-process tests pass one to `startServer`;
 * with the test switch on (faults) the server makes its own, moved by `POST /__test/clock`, so an end-to-end test
 * reaches an expiry (a token mid-form) without sleeping through it.
 */
export class MovableClock extends Clock {
  private offsetMs = 0;

  override now(): number {
    return Date.now() + this.offsetMs;
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
