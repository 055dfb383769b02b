import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import * as C from '../../src/domain/constants';
import { commentProblem, DOCUMENT_TEXT } from '../../src/domain/documents';
import { datePickerRange } from '../../src/domain/form-engine';
import { linkQuerySetting } from '../../src/domain/form-engine/relations';
import { isVerificationCode } from '../../src/domain/form-engine/validators';
import { orderQuantity } from '../../src/domain/member/quantity';
import { albumRows } from '../../src/domain/portal';
import { isSmsCode, secondsLeft } from '../../src/domain/team/sms';
import { badgeText } from '../../src/domain/todo';

/**
 * Each limit of the spec that domain/constants holds, tested by its effect: the spec's case through the domain rule
 * that applies it, and the component tests that render what the user meets (an input's length, the images a pick
 * offers, the collapsed height). Keyed by the module's exports, so a limit added without a test of its effect does
 * not type-check; a named test must exist and use the limit.
 */
type Effect = { spec: string; effect?: () => void; shownBy?: readonly string[] };

const linkquery = (options: Record<string, unknown>) =>
  linkQuerySetting({ options: { options: [], fields: [], formId: 'f', conditions: [{ key: 'a', field: 'b' }], ...options } });

const EFFECTS: Record<keyof typeof C, Effect> = {
  BADGE_MAX: {
    spec: 'badge max 999',
    effect: () => expect([badgeText(999), badgeText(1000)]).toEqual(['999', '999+']),
  },
  CODE_COUNTDOWN_SECONDS: {
    spec: 'countdown 60 seconds',
    effect: () => expect([secondsLeft(0, 0), secondsLeft(0, 59_001), secondsLeft(0, 60_000)]).toEqual([60, 1, 0]),
  },
  DATE_PICKER_YEARS: {
    spec: 'Date picker range plus and minus 10 years',
    effect: () => expect(datePickerRange('2026-11-25 10:00:00')).toEqual({ start: '2016-11-25', end: '2036-11-25' }),
  },
  NUMBER_BOX_MIN: {
    spec: 'Number box minimum 1',
    effect: () => expect([orderQuantity('0'), orderQuantity('1')]).toEqual([null, 1]),
  },
  CODE_LENGTH: {
    spec: 'verification code 6 digits; Code input maximum length 6',
    effect: () => {
      expect([isVerificationCode('123456'), isVerificationCode('12345'), isVerificationCode('1234567')]).toEqual([true, false, false]);
      expect([isSmsCode('123456'), isSmsCode('1234567')]).toEqual([true, false]);
    },
  },
  TEXTAREA_MAX_LENGTH: {
    spec: 'Textarea maximum length 140',
    effect: () => {
      expect(commentProblem('评'.repeat(140))).toBeNull();
      expect(commentProblem('评'.repeat(141))).toBe(DOCUMENT_TEXT.commentTooLong.replace('{x}', '140'));
    },
    shownBy: ['test/component/form-renderer/form-renderer.test.tsx', 'test/component/form-renderer/relations.test.tsx', 'test/component/records/comments.test.tsx'],
  },
  RATE_COUNT: { spec: 'rate default count 5', shownBy: ['test/component/form-renderer/form-renderer.test.tsx'] },
  UPLOAD_MAX_COUNT: { spec: 'upload max count 52', shownBy: ['test/component/form-renderer/form-renderer.test.tsx'] },
  IMAGE_CHOOSE_COUNT: {
    spec: 'image choose count default 9',
    shownBy: ['test/component/form-renderer/form-renderer.test.tsx', 'test/component/platform/wechat-jssdk.test.ts'],
  },
  READ_MORE_HEIGHT_RPX: { spec: 'read-more collapsed height 400', shownBy: ['test/component/portal/portal-screen.test.tsx'] },
  ALBUM_MAX: {
    spec: 'album max 9 images',
    effect: () => {
      const { rows, hidden } = albumRows(Array.from({ length: 11 }, (_, i) => i));
      expect([rows.flat().length, hidden]).toEqual([9, 2]);
    },
  },
  ALBUM_PER_ROW: {
    spec: 'album 3 per row',
    effect: () => expect(albumRows([1, 2, 3, 4]).rows.map((r) => r.length)).toEqual([3, 1]),
  },
  SWIPER_INTERVAL_MS: { spec: 'swiper interval 3000 ms', shownBy: ['test/component/portal/portal-screen.test.tsx'] },
  LINKAGE_QUERY_PAGE: {
    spec: 'Linkage query default page 1',
    effect: () => expect([linkquery({})?.page, linkquery({ page: 3 })?.page]).toEqual([1, 3]),
  },
  LINKAGE_QUERY_SIZE: {
    spec: 'Linkage query default size 999',
    effect: () => expect([linkquery({})?.size, linkquery({ size: 20 })?.size, linkquery({ size: 5000 })?.size]).toEqual([999, 20, 999]),
  },
};

describe('the spec’s limits, by their effect', () => {
  it.each(Object.entries(EFFECTS))('%s', (name, { effect, shownBy = [] }) => {
    expect(effect !== undefined || shownBy.length > 0).toBe(true);
    effect?.();
    for (const file of shownBy) {
      const where = path.join(__dirname, '..', '..', file);
      expect(existsSync(where)).toBe(true);
      expect(readFileSync(where, 'utf8')).toContain(name);
    }
  });
});
