import { addressOf, arrivedAt, expect, test } from './fixtures';
import { signInAs, switchOrganisation } from './support/sign-in';
import { MEMBER_TEXT } from '../../src/features/member/text';

/** Member centre: redeeming VIP codes, the card it gives, and the member-card whitelisted app opening for it. */

const RESTRICTED = '/app/view/restrictedAccess?type=noPermission';

test('a guest redeems a gold code: the card shows valid in the member centre and card-whitelist opens', async ({ page, server }) => {
  await server.reset();
  // The whitelist applies to guests (spec §4 access flow step 5). guest's only card of 1001, 银卡会员, is listed by
  // the whitelist but ended at the end of 2025: it shows invalid and does not open the app.
  await signInAs(page, 'guest');
  await page.goto('/card-whitelist');
  await expect.poll(() => addressOf(page)).toBe(RESTRICTED);

  await page.goto('/platform/member');
  const cards = page.getByTestId('membership');
  await expect(cards).toHaveCount(1);
  await expect(cards.filter({ hasText: '银卡会员' }).getByTestId('membership-status')).toHaveText('无效');
  await page.getByRole('button', { name: MEMBER_TEXT.redeem }).click();
  await arrivedAt(page, '/platform/redemptionMember');

  const code = page.getByLabel(MEMBER_TEXT.codeLabel, { exact: true });
  await code.fill('mc-gold-5v4k-mjp4');
  await page.getByRole('button', { name: MEMBER_TEXT.redeemSubmit }).click();
  await expect(page.getByRole('status')).toContainText(MEMBER_TEXT.redeemed);
  await page.getByRole('button', { name: MEMBER_TEXT.backToCentre }).click();
  await arrivedAt(page, '/platform/member');
  const gold = cards.filter({ hasText: '金卡会员' });
  await expect(gold.getByTestId('membership-status')).toHaveText('有效');
  await expect(gold).toContainText('年消费满一万元');
  await expect(gold).toContainText(/有效期至 \d{4}-\d{2}-\d{2}/);
  await expect(page.getByTestId('vip')).toContainText('黄金会员');

  await page.goto('/card-whitelist');
  await expect(page.getByTestId('app-name')).toBeVisible();
  expect(await addressOf(page)).not.toBe(RESTRICTED);
});

test('a used or unknown code (one refusal), an expired and a mistyped code each get their message', async ({ page, server }) => {
  await server.reset();
  await signInAs(page, 'member');
  await page.goto('/platform/redemptionMember');
  const code = page.getByLabel(MEMBER_TEXT.codeLabel, { exact: true });
  const submit = page.getByRole('button', { name: MEMBER_TEXT.redeemSubmit });
  for (const [typed, message] of [
    ['MC-USED-0001', '卡密无效或已被使用'],
    ['MC-EXPIRED-0001', '该卡密已过期'],
    ['MC-NOPE-0000', '卡密无效或已被使用'],
    ['MC_??', MEMBER_TEXT.codeInvalid],
  ] as const) {
    await code.fill(typed);
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText(message);
  }
  // A code redeemed once is refused the second time.
  await code.fill('MC-GOLD-8BRX-KCST');
  await submit.click();
  await expect(page.getByRole('status')).toContainText(MEMBER_TEXT.redeemed);
  await code.fill('MC-GOLD-8BRX-KCST');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('卡密无效或已被使用');
});

test('admin sees the retired card invalid and joins the card the organisation offers', async ({ page, server }) => {
  await server.reset();
  await signInAs(page, 'admin');
  await switchOrganisation(page);
  await page.goto('/platform/member');
  await expect(page.getByTestId('membership').filter({ hasText: '旧版会员卡' }).getByTestId('membership-status')).toHaveText('无效');
  const offer = page.getByTestId('offer').filter({ hasText: '普通会员卡' });
  await offer.getByRole('button', { name: MEMBER_TEXT.join }).click();
  await expect(offer.getByRole('button', { name: MEMBER_TEXT.joined })).toBeVisible();
  const basic = page.getByTestId('membership').filter({ hasText: '普通会员卡' });
  await expect(basic).toContainText('长期有效');
  await expect(basic.getByTestId('membership-status')).toHaveText('有效');
});
