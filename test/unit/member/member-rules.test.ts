import { cardStatusText, expiryText, vipLevelText } from '@/domain/member/membership';
import { vipCodeFrom } from '@/domain/member/vip-code';

describe('vipCodeFrom (the redeem screen checks the format before calling)', () => {
  it.each([
    ['a seeded code', 'MC-GOLD-0001', 'MC-GOLD-0001'],
    ['lower case and spaces as typed', ' mc-gold-0001 ', 'MC-GOLD-0001'],
    ['a code split by a space', 'MC-GOLD 0001', 'MC-GOLD0001'],
    ['letters and digits only', 'VIP2026GOLD', 'VIP2026GOLD'],
    ['too short', 'AB-1', null],
    ['a leading dash', '-MCGOLD', null],
    ['a trailing dash', 'MCGOLD-', null],
    ['punctuation', 'MC_GOLD_0001', null],
    ['Chinese', '会员兑换码12', null],
    ['empty', '', null],
    ['longer than 64', 'A'.repeat(65), null],
  ])('%s', (_case, input, expected) => {
    expect(vipCodeFrom(input)).toBe(expected);
  });
});

describe('member card status (spec §4: 1 valid, 0 invalid)', () => {
  it.each([
    [1, '有效'],
    [0, '无效'],
    [2, '无效'],
  ])('%s is %s', (status, label) => expect(cardStatusText(status)).toBe(label));
});

describe('membership expiry line', () => {
  const day = (iso: string) => iso.slice(0, 10);
  it('names the last day', () => expect(expiryText('2027-12-31T00:00:00.000Z', day)).toBe('有效期至 2027-12-31'));
  it('says 长期有效 without an end', () => expect(expiryText(null, day)).toBe('长期有效'));
});

describe('VIP level', () => {
  it.each([
    ['GOLD', '黄金会员'],
    ['SILVER', '白银会员'],
    ['PLATINUM', 'PLATINUM'],
    [null, ''],
  ])('%s', (level, text) => expect(vipLevelText(level)).toBe(text));
});
