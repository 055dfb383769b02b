/** The member centre: VIP card codes (single use, expiry, the card they grant), my memberships, joining a card. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { call, fileServer } from './support/harness.js';
import { membershipStatus } from '../src/data/memberships.js';
import { MEMBER_CODE_SEED } from '../src/seed/crm.js';

const server = fileServer({
  admin1: ['admin', '1001'],
  member1: ['member', '1001'],
  member2: ['member', '1002'],
  lonely: ['lonely'],
});
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
      assert.equal(again.body.message, '该卡密已被使用');
    }
    const used = await redeem(tokens.lonely, MEMBER_CODE_SEED.used);
    assert.equal(used.body.message, '该卡密已被使用');
  });

  it('refuses an expired code and an unknown one with their own messages, granting nothing', async () => {
    const expired = await redeem(tokens.member1, MEMBER_CODE_SEED.expired);
    assert.equal(expired.status, 400);
    assert.equal(expired.body.message, '该卡密已过期');
    const unknown = await redeem(tokens.member1, 'MC-NOPE-0000');
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.message, '卡密不存在');
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
