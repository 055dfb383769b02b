import { createReauthGate } from '../../../src/api/reauth';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function fixture(renewImpl?: (n: number) => Promise<string>) {
  let token: string | null = 'T0';
  let calls = 0;
  const gate = createReauthGate({
    currentToken: () => token,
    renew: async () => {
      calls += 1;
      const next = renewImpl ? await renewImpl(calls) : await tick().then(() => `T${calls}`);
      token = next;
      return next;
    },
  });
  return { gate, calls: () => calls, setToken: (t: string | null) => (token = t), token: () => token };
}

describe('re-authentication gate', () => {
  it('100 concurrent failures with one stale token: one renewal, all get the new token', async () => {
    const f = fixture();
    const results = await Promise.all(Array.from({ length: 100 }, () => f.gate.renew('T0')));
    expect(f.calls()).toBe(1);
    expect(new Set(results)).toEqual(new Set(['T1']));
    expect(f.gate.renewals).toBe(1);
  });

  it('a late failure with the stale token after the renewal: no second renewal', async () => {
    const f = fixture();
    await f.gate.renew('T0');
    await expect(f.gate.renew('T0')).resolves.toBe('T1');
    expect(f.calls()).toBe(1);
  });

  it('a call sent with an older token than the current one is replayed at once', async () => {
    const f = fixture();
    f.setToken('T9');
    await expect(f.gate.renew('T5')).resolves.toBe('T9');
    expect(f.calls()).toBe(0);
  });

  it('the new token expiring later renews again', async () => {
    const f = fixture();
    await f.gate.renew('T0');
    await f.gate.renew('T1');
    expect(f.calls()).toBe(2);
  });

  it('a failed renewal fails every waiter, and is not retried for the same token', async () => {
    const f = fixture(async () => {
      throw new Error('refresh refused');
    });
    const all = await Promise.allSettled(Array.from({ length: 10 }, () => f.gate.renew('T0')));
    expect(all.every((r) => r.status === 'rejected')).toBe(true);
    await expect(f.gate.renew('T0')).rejects.toThrow('refresh refused');
    expect(f.calls()).toBe(1);
  });

  it('settled waits for the running renewal and never rejects', async () => {
    let release!: (v: string) => void;
    const f = fixture(() => new Promise<string>((resolve) => (release = resolve)));
    const renewal = f.gate.renew('T0');
    let settled = false;
    const waiting = f.gate.settled().then(() => (settled = true));
    await tick();
    expect(settled).toBe(false);
    release('T1');
    await renewal;
    await waiting;
    expect(settled).toBe(true);
  });

  it('exclusive tasks never overlap, failed ones included', async () => {
    const f = fixture();
    let running = 0;
    let most = 0;
    const task = (fail: boolean) => async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
      if (fail) throw new Error('x');
      return 1;
    };
    await Promise.allSettled([f.gate.exclusive(task(false)), f.gate.exclusive(task(true)), f.gate.exclusive(task(false))]);
    expect(most).toBe(1);
  });

  it('a renewal waits for an exclusive refresh already running (refresh tokens rotate)', async () => {
    const order: string[] = [];
    const f = fixture(async () => {
      order.push('renew');
      return 'T1';
    });
    const switching = f.gate.exclusive(async () => {
      await tick();
      order.push('switch');
    });
    const renewal = f.gate.renew('T0');
    await Promise.all([switching, renewal]);
    expect(order).toEqual(['switch', 'renew']);
  });
});
