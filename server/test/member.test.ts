/** The member centre: VIP card codes (single use, expiry, the card they grant), my memberships, joining a card. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { call, fileServer, TestClock } from './support/harness.js';
import { membershipStatus } from '../src/data/memberships.js';
import { redeemVipCardCode } from '../src/data/vip.js';
import { openDatabase } from '../src/db/index.js';
import { MEMBER_CODE_SEED } from '../src/seed/crm.js';

const clock = new TestClock();
const server = fileServer(
  {
    admin1: ['admin', '1001'],
    member1: ['member', '1001'],
    member2: ['member', '1002'],
    lonely: ['lonely'],
    guest1: ['guest', '1001'],
  },
  { clock, accessTokenTtlSeconds: 24 * 3600 },
);
const tokens = server.tokens;
const GOLD = MEMBER_CODE_SEED.gold[0]!;

const mine = async (token: string) => (await call(server.url, 'POST', '/api/crm/membershipCard/membership/current-user', { token, body: {} })).body.data;
const redeem = (token: string, code: string) => call(server.url, 'PUT', `/api/platform/vipCardCode/use/${encodeURIComponent(code)}`, { token });

describe('membership status (spec §4: 1 valid, 0 invalid)', () => {
  const now = '2026-06-01T00:00:00.000Z';
  for (const [name, card, end, want] of [
    ['a valid card without end', 1, null, 1],
    ['a valid card before its end', 1, '2026-06-02T00:00:00.000Z', 1],
    ['a valid card at its end', 1, now, 0],
    ['a retired card', 0, null, 0],
    ['no card', null, null, 0],
  ] as const) {
    it(name, () => assert.equal(membershipStatus(card, end, now), want));
  }
});

describe('PUT /platform/vipCardCode/use/{code}', () => {
  it('gives member the gold card of 1001 for a year: valid in the member centre, and the VIP level', async () => {
    assert.deepEqual((await mine(tokens.member1)).map((m: { cardId: string }) => m.cardId), ['card-basic']);
    const res = await redeem(tokens.member1, GOLD);
    assert.equal(res.status, 200);
    assert.equal(res.body.data.level, 'GOLD');
    assert.equal(res.body.data.active, true);
    assert.equal(res.body.data.cardId, 'card-gold');
    const cards = await mine(tokens.member1);
    const gold = cards.find((m: { cardId: string }) => m.cardId === 'card-gold');
    assert.equal(gold.cardName, '金卡会员');
    assert.equal(gold.status, 1);
    assert.equal(gold.benefits, '年消费满一万元');
    assert.match(gold.code, /^M\d{4}$/);
    // The membership names member as a customer (found by phone: 张成员, c-5002), as the member pickers need.
    assert.equal(gold.customerId, 'c-5002');
    const days = (Date.parse(gold.expiresAt) - Date.now()) / 86_400_000;
    assert.ok(days > 364 && days <= 365, `about a year, got ${days}`);
    // The other organisation never sees it.
    assert.deepEqual((await mine(tokens.member2)).map((m: { cardId: string }) => m.cardId), ['card-trade']);
  });

  it('opens the card-whitelist app for member only after redeeming', async () => {
    const passed = async () => (await call(server.url, 'GET', '/api/bigtable/application/app-card-whitelist/whitelist-confirmation', { token: tokens.member1 })).body.data.passed;
    assert.equal(await passed(), false);
    await redeem(tokens.member1, GOLD);
    assert.equal(await passed(), true);
  });

  it('takes a code once: a second redemption, by anyone, is refused as used', async () => {
    assert.equal((await redeem(tokens.member1, GOLD)).status, 200);
    for (const token of [tokens.member1, tokens.lonely]) {
      const again = await redeem(token, GOLD);
      assert.equal(again.status, 400);
      assert.equal(again.body.message, '卡密无效或已被使用');
    }
    const used = await redeem(tokens.lonely, MEMBER_CODE_SEED.used);
    assert.equal(used.body.message, '卡密无效或已被使用');
  });

  it('refuses an expired code, and an unknown one as it refuses a used one, granting nothing', async () => {
    const expired = await redeem(tokens.member1, MEMBER_CODE_SEED.expired);
    assert.equal(expired.status, 400);
    assert.equal(expired.body.message, '该卡密已过期');
    const unknown = await redeem(tokens.member1, 'MC-NOPE-0000');
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.message, '卡密无效或已被使用');
    assert.deepEqual((await mine(tokens.member1)).map((m: { cardId: string }) => m.cardId), ['card-basic']);
    assert.equal((await redeem('', GOLD)).status, 401);
  });

  it('adds the days of a second code of the same card to what is left', async () => {
    await redeem(tokens.member1, MEMBER_CODE_SEED.gold[1]!);
    const first = (await mine(tokens.member1)).find((m: { cardId: string }) => m.cardId === 'card-gold');
    await redeem(tokens.member1, MEMBER_CODE_SEED.gold[2]!);
    const second = (await mine(tokens.member1)).filter((m: { cardId: string }) => m.cardId === 'card-gold');
    assert.equal(second.length, 1);
    assert.equal(second[0].code, first.code);
    assert.equal(Math.round((Date.parse(second[0].expiresAt) - Date.parse(first.expiresAt)) / 86_400_000), 365);
  });
});

describe('VIP codes against guessing (issue 34, finding 5)', () => {
  it('answers an unknown code exactly as a used one', async () => {
    const unknown = await redeem(tokens.member1, 'MC-GOLD-0013');
    const used = await redeem(tokens.member1, MEMBER_CODE_SEED.used);
    assert.deepEqual([unknown.status, unknown.body], [used.status, used.body]);
  });

  it('locks an account after 5 failed codes, a right code included, for 15 minutes; other accounts go on', async () => {
    for (let i = 0; i < 5; i += 1) assert.equal((await redeem(tokens.member1, `MC-GUESS-${i}000`)).body.message, '卡密无效或已被使用');
    const locked = await redeem(tokens.member1, GOLD);
    assert.equal(locked.status, 400);
    assert.equal(locked.body.message, '兑换码错误次数过多,请15分钟后再试');
    assert.equal((await redeem(tokens.lonely, MEMBER_CODE_SEED.gold[1]!)).status, 200);
    clock.advance(15 * 60 * 1000 + 1000);
    assert.equal((await redeem(tokens.member1, GOLD)).status, 200);
  });

  it('locks a network address after 20 failed codes, whatever the account', () => {
    const db = openDatabase(':memory:');
    const now = '2026-06-01T00:00:00.000Z';
    const attempt = (userId: string, address: string) => {
      try {
        redeemVipCardCode(db, 'MC-NOPE-0000', userId, address, now);
        return 'redeemed';
      } catch (e) {
        return (e as Error).message;
      }
    };
    for (let i = 0; i < 20; i += 1) assert.equal(attempt(`u-${i}`, '10.0.0.1'), '卡密无效或已被使用');
    assert.equal(attempt('u-new', '10.0.0.1'), '兑换码错误次数过多,请15分钟后再试');
    assert.equal(attempt('u-new', '10.0.0.2'), '卡密无效或已被使用');
    db.$client.close();
  });

  it('seeds gold codes that are random, not a sequence', () => {
    for (const code of MEMBER_CODE_SEED.gold) assert.match(code, /^MC-GOLD-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const tails = MEMBER_CODE_SEED.gold.map((c) => parseInt(c.slice(8).replace('-', ''), 36)).sort((a, b) => a - b);
    for (let i = 1; i < tails.length; i += 1) assert.ok(tails[i]! - tails[i - 1]! > 1000, 'no two codes are near each other');
  });

  it('stacks VIP time up to two years, no more: the code that would pass it stays unused', async () => {
    assert.equal((await redeem(tokens.member1, MEMBER_CODE_SEED.gold[0]!)).status, 200);
    assert.equal((await redeem(tokens.member1, MEMBER_CODE_SEED.gold[1]!)).status, 200);
    const third = await redeem(tokens.member1, MEMBER_CODE_SEED.gold[2]!);
    assert.equal(third.status, 400);
    assert.equal(third.body.message, 'VIP有效期最多累计两年,请到期前一年内再兑换');
    assert.equal((await redeem(tokens.lonely, MEMBER_CODE_SEED.gold[2]!)).status, 200);
  });
});

describe('VIP levels (issue 34, finding 13)', () => {
  it('a SILVER code does not downgrade an active GOLD VIP and stays unused', async () => {
    assert.equal((await redeem(tokens.member1, GOLD)).body.data.level, 'GOLD');
    const silver = await redeem(tokens.member1, MEMBER_CODE_SEED.silver);
    assert.equal(silver.status, 400);
    assert.equal(silver.body.message, '您已是更高等级的VIP,该卡密不能使用');
    const vip = (await call(server.url, 'GET', '/api/platform/vip/user/10003', { token: tokens.member1 })).body.data;
    assert.equal(vip.level, 'GOLD');
    assert.equal((await redeem(tokens.lonely, MEMBER_CODE_SEED.silver)).body.data.level, 'SILVER');
  });
});

describe('memberships of the organisation', () => {
  it('shows admin the retired card as invalid and lists the cards with the one open to join', async () => {
    const admin = await mine(tokens.admin1);
    assert.deepEqual(admin.map((m: { cardName: string; status: number }) => [m.cardName, m.status]), [['旧版会员卡', 0]]);
    const cards = (await call(server.url, 'GET', '/api/crm/membershipCard/list', { token: tokens.member1 })).body.data;
    assert.deepEqual(cards.filter((c: { joinable: boolean }) => c.joinable).map((c: { id: string }) => c.id), ['card-basic']);
  });

  it('lets admin join the offered card once, refuses a card not offered', async () => {
    const join = (cardId: string) => call(server.url, 'POST', '/api/crm/membership/join', { token: tokens.admin1, body: { cardId } });
    const joined = await join('card-basic');
    assert.equal(joined.status, 200);
    assert.equal(joined.body.data.cardName, '普通会员卡');
    assert.equal(joined.body.data.status, 1);
    assert.equal(joined.body.data.expiresAt, null);
    assert.equal((await join('card-basic')).body.message, '您已是该会员卡会员');
    assert.equal((await join('card-gold')).body.message, '该会员卡暂不开放加入');
    assert.equal((await join('card-trade')).status, 404);
  });

  it('reads memberships by ids and one by id inside the organisation only', async () => {
    const batch = await call(server.url, 'POST', '/api/crm/membership/batch/get', { token: tokens.member1, body: { ids: ['ms-2', 'ms-crm-1', 'ms-1'] } });
    assert.deepEqual(batch.body.data.map((m: { memberId: string }) => m.memberId), ['ms-2', 'ms-1']);
    assert.equal((await call(server.url, 'GET', '/api/crm/membership/ms-1', { token: tokens.member1 })).body.data.cardName, '金卡会员');
    assert.equal((await call(server.url, 'GET', '/api/crm/membership/ms-crm-1', { token: tokens.member1 })).status, 404);
    assert.equal((await call(server.url, 'POST', '/api/crm/membershipCard/membership/current-user', { token: tokens.lonely, body: {} })).status, 403);
  });
});
