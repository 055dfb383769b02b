import * as C from '../../src/domain/constants';
import { FORM_LIMITS, datePickerRange } from '../../src/domain/form-engine';
import { isVerificationCode } from '../../src/domain/form-engine/validators';
import { orderQuantity } from '../../src/domain/member/quantity';
import * as portal from '../../src/domain/portal';
import { isSmsCode, secondsLeft, SMS_CODE_LENGTH } from '../../src/domain/team/sms';
import { badgeText } from '../../src/domain/todo';

/**
 * Each constant of the spec's §9 (screens-data-rules.md; calls-and-errors.md) the one constants module holds: its
 * value, and the module that applies it, checked through that module's own use. The ones no screen applies yet say
 * so in the module and here.
 */
type Use = { value: number; appliedBy: string; check: () => void } | { value: number; unused: string };

const USES: Record<keyof typeof C, Use> = {
  BADGE_MAX: {
    value: 999,
    appliedBy: 'domain/todo badgeText (to-do centre tab badges)',
    check: () => {
      expect(badgeText(999)).toBe('999');
      expect(badgeText(1000)).toBe('999+');
    },
  },
  NOTIFY_DURATION_MS: { value: 3000, unused: 'no screen shows a notify bar' },
  CODE_COUNTDOWN_SECONDS: {
    value: 60,
    appliedBy: 'domain/team/sms secondsLeft (SMS code button)',
    check: () => {
      expect(secondsLeft(0, 0)).toBe(60);
      expect(secondsLeft(0, 60_000)).toBe(0);
    },
  },
  DATE_PICKER_YEARS: {
    value: 10,
    appliedBy: 'form-engine datePickerRange (the form’s date pickers)',
    check: () => expect(datePickerRange('2026-11-25 10:00:00')).toEqual({ start: '2016-11-25', end: '2036-11-25' }),
  },
  CALENDAR_DEFAULT_MONTHS: { value: 3, unused: 'the one calendar (analysis custom range) offers its panel’s own days' },
  AVATAR_GROUP_MAX: { value: 5, unused: 'no screen shows a group of avatars' },
  NUMBER_BOX_MIN: {
    value: 1,
    appliedBy: 'domain/member orderQuantity (goods screen quantity)',
    check: () => {
      expect(orderQuantity('0')).toBeNull();
      expect(orderQuantity('1')).toBe(1);
      expect(FORM_LIMITS.numberMin).toBe(1);
    },
  },
  CODE_LENGTH: {
    value: 6,
    appliedBy: 'form-engine isVerificationCode and domain/team/sms (SMS code input)',
    check: () => {
      expect(isVerificationCode('123456')).toBe(true);
      expect(isVerificationCode('12345')).toBe(false);
      expect(isSmsCode('123456')).toBe(true);
      expect(isSmsCode('1234567')).toBe(false);
      expect(SMS_CODE_LENGTH).toBe(6);
    },
  },
  READ_MORE_CHARS: {
    value: 400,
    appliedBy: 'domain/portal READ_MORE_CHARS (community article detail)',
    check: () => expect(portal.READ_MORE_CHARS).toBe(400),
  },
  ALBUM_MAX: {
    value: 9,
    appliedBy: 'domain/portal albumRows (community article album)',
    check: () => {
      const { rows, hidden } = portal.albumRows(Array.from({ length: 11 }, (_, i) => i));
      expect(rows.flat()).toHaveLength(9);
      expect(hidden).toBe(2);
    },
  },
  ALBUM_PER_ROW: {
    value: 3,
    appliedBy: 'domain/portal albumRows (community article album)',
    check: () => expect(portal.albumRows([1, 2, 3, 4]).rows.map((r) => r.length)).toEqual([3, 1]),
  },
  SWIPER_INTERVAL_MS: {
    value: 3000,
    appliedBy: 'domain/portal SWIPER_INTERVAL_MS (portal banner carousel)',
    check: () => expect(portal.SWIPER_INTERVAL_MS).toBe(3000),
  },
  VIDEO_MAX_SECONDS: { value: 60, unused: 'uploads take images and files; no screen records video' },
};

describe('the spec’s constants', () => {
  it.each(Object.entries(USES))('%s', (name, use) => {
    expect(C[name as keyof typeof C]).toBe(use.value);
    if ('check' in use) use.check();
    else expect(use.unused).not.toBe('');
  });
});
