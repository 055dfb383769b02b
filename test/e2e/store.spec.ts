import { arrivedAt, expect, test } from './fixtures';
import { pickFiles } from './support/pick-files';
import { expectPicture } from './support/pictures';
import { signInAs, switchOrganisation } from './support/sign-in';
import { MEMBER_TEXT } from '../../src/features/member/text';

/**
 * Store, orders and after-sales: member orders goods and pays (the order shows paid, the stock went down), applies
 * for a refund (one above the paid amount is refused), and admin approves it: the statuses move as spec §4 says.
 */

// A 1×1 PNG: the refund's photo goes through the upload service.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('member orders goods, pays, applies for a refund, and admin approves it', async ({ page, browser, server }) => {
  test.setTimeout(120_000);
  await server.reset();
  await signInAs(page, 'member');
  await switchOrganisation(page);
  const refusedAfterSales: string[] = [];
  page.on('response', (res) => void (res.status() === 403 && res.url().includes('/afterSale') && refusedAfterSales.push(res.url())));
  await page.goto('/memberCenter/index');
  await page.getByRole('button', { name: MEMBER_TEXT.store }).click();
  await arrivedAt(page, '/memberCenter/store');
  const tea = page.getByTestId('goods').filter({ hasText: '明前龙井礼盒' });
  await expect(tea).toContainText('库存 50');
  // Goods with their pictures (issue 39 item 3), in fixed boxes; the store tabs and the search box keep apart.
  await expectPicture(tea.locator('.ware-pic'), { width: 64, height: 64 });
  const tabsBottom = (await page.locator('.member__buttons').filter({ visible: true }).first().boundingBox())!;
  const searchTop = (await page.getByRole('searchbox', { name: MEMBER_TEXT.searchGoods }).boundingBox())!;
  expect(searchTop.y - (tabsBottom.y + tabsBottom.height)).toBeGreaterThanOrEqual(8);
  await tea.getByRole('button', { name: '明前龙井礼盒' }).click();
  await arrivedAt(page, /^\/memberCenter\/goods\?id=mc-g-1/);
  await expectPicture(page.getByTestId('goods-detail').locator('.ware-pic'), { height: 200 });
  await expect(page.getByTestId('goods-detail').getByRole('img', { name: '明前龙井礼盒' })).toBeVisible();

  // Quantity in the number box (min 1): + once. The area from the area sheet, then the street, receiver and phone.
  const quantity = page.getByLabel(MEMBER_TEXT.quantity, { exact: true });
  await expect(quantity).toHaveValue('1');
  await page.locator('#member-quantity .nut-inputnumber-add').click();
  await expect(quantity).toHaveValue('2');
  await page.getByRole('button', { name: `${MEMBER_TEXT.location} 请选择省市区` }).click();
  const areas = page.getByRole('dialog');
  await areas.getByRole('option', { name: '浙江省' }).click();
  await areas.getByRole('option', { name: '杭州市' }).click();
  await areas.getByRole('option', { name: '西湖区' }).click();
  await expect(areas).toHaveCount(0);
  await page.getByLabel(`${MEMBER_TEXT.location} 详细地址`).fill('文三路 90 号');
  await page.getByLabel(MEMBER_TEXT.receiver, { exact: true }).fill('张成员');
  await page.getByLabel(MEMBER_TEXT.receiverPhone, { exact: true }).fill('1380013800');
  // 2 × 298.00 + freight 12.00
  await expect(page.getByTestId('total')).toHaveText(`${MEMBER_TEXT.total} ¥608.00`);
  await page.getByRole('button', { name: MEMBER_TEXT.placeOrder }).click();
  // A mobile number of ten digits is not one (spec §5): said before anything is sent.
  await expect(page.getByRole('alert')).toHaveText('请输入正确的手机号');
  await page.getByLabel(MEMBER_TEXT.receiverPhone, { exact: true }).fill('13800138000');
  await page.getByRole('button', { name: MEMBER_TEXT.placeOrder }).click();
  await arrivedAt(page, /^\/memberCenter\/orderDetail\?id=/);
  const orderUrl = page.url();
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('paymentStatus')).toHaveText('待付款');
  await expect(detail.getByTestId('deliveryStatus')).toHaveText('待发货');
  await expect(detail).toContainText(`${MEMBER_TEXT.address} 浙江省杭州市西湖区 文三路 90 号`);
  await expect(detail.getByTestId('receiver')).toHaveText(`${MEMBER_TEXT.receiver} 张成员 13800138000`);
  const code = (await detail.getByText(new RegExp(`^${MEMBER_TEXT.orderCode} `)).textContent())!;

  // My orders: the card names the goods, the date and the amount, its statuses as chips of their own colour, and
  // pays from the list (asked once more, with the sum, and said when done).
  await page.goto('/memberCenter/orders');
  const card = page.getByTestId('order').filter({ hasText: code });
  await expect(card.getByTestId('order-goods')).toHaveText('明前龙井礼盒');
  await expectPicture(card.locator('.ware-pic'), { width: 64, height: 64 });
  await expect(card.getByTestId('order-amount')).toHaveText('共2件 合计 ¥608.00');
  await expect(card.getByTestId('order-date')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await expect(card.getByTestId('paymentStatus')).toHaveClass(/member__status--todo/);
  await expect(card.getByTestId('orderStatus')).toHaveClass(/member__status--active/);
  await card.getByRole('button', { name: MEMBER_TEXT.goPay }).click();
  await expect(page.getByText(MEMBER_TEXT.payConfirm('608.00'))).toBeVisible();
  await page.getByText('确定', { exact: true }).click();
  await expect(page.getByText(MEMBER_TEXT.payDone)).toBeVisible();
  await expect(card.getByTestId('paymentStatus')).toHaveText('已付款');
  await expect(card.getByTestId('paymentStatus')).toHaveClass(/member__status--done/);
  await expect(card.getByRole('button', { name: MEMBER_TEXT.goPay })).toHaveCount(0);
  // Paying did not open the card.
  await expect(page).toHaveURL(/\/memberCenter\/orders$/);

  await page.goto(orderUrl);
  await expect(detail.getByTestId('paymentStatus')).toHaveText('已付款');
  await expect(detail.getByTestId('amount')).toHaveText(`${MEMBER_TEXT.amount} ¥608.00 · ${MEMBER_TEXT.paid} ¥608.00`);
  await expect(page.getByRole('button', { name: MEMBER_TEXT.pay })).toHaveCount(0);

  // The stock went down by the two pieces.
  await page.goto('/memberCenter/goods?id=mc-g-1');
  await expect(page.getByTestId('goods-detail')).toContainText('库存 48');

  await page.goto(orderUrl);
  await page.getByRole('button', { name: MEMBER_TEXT.applyRefund }).click();
  await arrivedAt(page, /^\/afterSales\/apply\?orderId=/);
  await page.getByLabel(MEMBER_TEXT.reason, { exact: true }).fill('礼盒破损');
  const amount = page.getByLabel(MEMBER_TEXT.refundAmount, { exact: true });
  // The whole refundable sum stands as a real value, not a placeholder.
  await expect(amount).toHaveValue('608.00');
  await amount.fill('608.01');
  await page.getByRole('button', { name: MEMBER_TEXT.submitRefund }).click();
  await expect(page.getByRole('alert')).toHaveText('退款金额不能超过可退金额 608.00 元');
  await pickFiles(page, () => page.getByRole('button', { name: MEMBER_TEXT.addPhotos }).click(), { name: 'broken.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('photos').locator('img')).toHaveCount(1);
  await amount.fill('608');
  await page.getByRole('button', { name: MEMBER_TEXT.submitRefund }).click();
  await arrivedAt(page, '/afterSales/index');
  const mine = page.getByTestId('after-sale').filter({ hasText: '礼盒破损' });
  await expect(mine.getByTestId('after-sale-status')).toHaveText('处理中');
  await expect(mine).toContainText(`${MEMBER_TEXT.photos} 1`);
  // A member is not asked the organisation's requests (refused with 403 on every visit before); the card opens its
  // order, which offers no second 申请售后 while this one is open.
  await expect(page.getByRole('button', { name: MEMBER_TEXT.toDecide })).toHaveCount(0);
  expect(refusedAfterSales).toEqual([]);
  await mine.getByRole('button', { name: MEMBER_TEXT.viewOrder }).click();
  await arrivedAt(page, /^\/memberCenter\/orderDetail\?id=/);
  const opened = page.getByTestId('order-detail').filter({ visible: true });
  await expect(opened.getByTestId('afterSaleStatus')).toHaveText('处理中');
  await expect(page.getByRole('button', { name: MEMBER_TEXT.applyRefund }).filter({ visible: true })).toHaveCount(0);

  const context = await browser.newContext({ baseURL: server.url });
  const admin = await context.newPage();
  await signInAs(admin, 'admin');
  await switchOrganisation(admin);
  await admin.goto('/afterSales/index');
  await admin.getByRole('button', { name: MEMBER_TEXT.toDecide }).click();
  const request = admin.getByTestId('after-sale').filter({ hasText: '礼盒破损' });
  await request.getByLabel(MEMBER_TEXT.answer, { exact: true }).fill('同意全额退款');
  await request.getByRole('button', { name: MEMBER_TEXT.approve }).click();
  await expect(request.getByTestId('after-sale-status')).toHaveText('已同意');
  await expect(request.getByTestId('after-sale-payment')).toHaveText(`${MEMBER_TEXT.paymentStatus} 已退款`);
  await context.close();

  await page.goto(orderUrl);
  await expect(detail.getByTestId('afterSaleStatus')).toHaveText('已同意');
  await expect(detail.getByTestId('paymentStatus')).toHaveText('已退款');
  await expect(page.getByTestId('order-after-sale')).toContainText('同意全额退款');
});

test('my orders show every status of the seeded orders by tab', async ({ page, server }) => {
  await server.reset();
  await signInAs(page, 'member');
  await switchOrganisation(page);
  await page.goto('/memberCenter/orders');
  const orders = page.getByTestId('order');
  await expect(orders).toHaveCount(2);
  const delivered = orders.filter({ hasText: 'SO-2026-0005' });
  await expect(delivered.getByTestId('deliveryStatus')).toHaveText('已发货');
  await expect(delivered.getByTestId('afterSaleStatus')).toHaveText('处理中');
  await page.getByRole('button', { name: '待付款', exact: true }).click();
  await expect(orders).toHaveCount(1);
  await expect(orders.first().getByTestId('paymentStatus')).toHaveText('待付款');
  // Confirming receipt completes the delivered order.
  await page.getByRole('button', { name: '待收货', exact: true }).click();
  await orders.first().getByRole('button').first().click();
  await arrivedAt(page, /^\/memberCenter\/orderDetail\?id=o-9005/);
  // A seeded order shows who receives it (it showed none), and its goods' picture.
  await expect(page.getByTestId('receiver')).toHaveText(`${MEMBER_TEXT.receiver} 王仓管 13600136005`);
  await expectPicture(page.getByTestId('order-line').locator('.ware-pic'), { width: 44, height: 44 });
  await page.getByRole('button', { name: MEMBER_TEXT.sign }).click();
  await expect(page.getByText(MEMBER_TEXT.signConfirm)).toBeVisible();
  await page.getByText('确定', { exact: true }).click();
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('deliveryStatus')).toHaveText('已签收');
  await expect(detail.getByTestId('orderStatus')).toHaveText('已完成');
  await page.getByLabel(MEMBER_TEXT.comment, { exact: true }).fill('茶很好');
  await page.getByRole('button', { name: MEMBER_TEXT.submitEvaluation }).click();
  await expect(page.getByText(`${MEMBER_TEXT.evaluated}：5星 茶很好`)).toBeVisible();
});
