import type { Locator, Page } from '@playwright/test';

import { arrivedAt, expect, test } from './fixtures';
import { signInAs } from './support/sign-in';

/**
 * Statistic analysis and the control panel in Chromium. The expense records of the seed (all the member's):
 * 差旅 1280.5 on 2026-02-11, 招待 560 on 2026-03-12, 办公 89.9 on 2026-04-13: 3 claims, 1,930.4 in all.
 */

const widget = (page: Page, title: string): Locator => page.getByTestId('widget').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const numbers = (page: Page) => widget(page, '报销汇总').getByTestId('number-value');

/** Clicks a point of a canvas, in CSS pixels from its top-left corner. */
async function clickCanvas(canvas: Locator, fx: number, fy: number): Promise<void> {
  await expect(canvas).toHaveAttribute('data-drawn', '1');
  const box = (await canvas.boundingBox())!;
  await canvas.click({ position: { x: box.width * fx, y: box.height * fy } });
}

test('the expense panel shows the seeded totals, the date filter changes them, a slice opens its records', async ({ page, server }) => {
  await server.reset();
  await signInAs(page, 'member');
  // Thursday 2026-03-12: this week is Monday 03-09 to Sunday 03-15, and holds only the 招待 claim. The clock runs on
  // from there (a fixed time stops the frames the canvas waits for).
  await page.clock.install({ time: new Date('2026-03-12T12:00:00+08:00') });
  await page.clock.resume();
  // The app has a panel the member may read: its index offers 统计分析 (issue 42 item 6: offered only then).
  await page.goto('/app/index?appId=app-expense');
  await page.getByRole('button', { name: '统计分析' }).click();
  await arrivedAt(page, '/statisticAnalysis/index?appId=app-expense');

  await expect(page.getByRole('heading', { name: '报销统计' })).toBeVisible();
  await expect(numbers(page)).toHaveText(['3', '1,930.4']);
  const table = widget(page, '类别明细').getByTestId('figure-row');
  await expect(table).toHaveText([/差旅\s*1,280.5\s*1/, /招待\s*560\s*1/, /办公\s*89.9\s*1/]);

  await page.getByRole('radio', { name: '本周' }).click();
  await expect(page.getByTestId('range-days')).toHaveText('2026-03-09 ~ 2026-03-15');
  await expect(numbers(page)).toHaveText(['1', '560']);
  await expect(table).toHaveText([/招待\s*560\s*1/]);

  await page.getByRole('radio', { name: '上月' }).click();
  await expect(numbers(page)).toHaveText(['1', '1,280.5']);

  await page.getByRole('radio', { name: '全部' }).click();
  await expect(numbers(page)).toHaveText(['3', '1,930.4']);

  // The pie explains itself: its legend names each category with its value and share, in the slices' order.
  const pie = widget(page, '各类别报销金额');
  const legend = pie.getByRole('list', { name: '图例' }).getByRole('button');
  await expect(legend).toHaveText([/差旅\s*1,280.5\s*66.3%/, /招待\s*560\s*29.0%/, /办公\s*89.9\s*4.7%/]);
  // A legend entry is a button (keyboard: Enter) that picks its slice; the readout is a live region.
  await legend.filter({ hasText: '办公' }).press('Enter');
  await expect(legend.filter({ hasText: '办公' })).toHaveAttribute('aria-pressed', 'true');
  await expect(pie.getByRole('status')).toContainText('办公：89.9（4.7%）');
  // The pie starts at 12 o'clock, clockwise: 差旅 (66.3%) covers 3 o'clock, halfway out from the centre.
  await clickCanvas(pie.getByTestId('chart-canvas'), 0.5 + 0.2, 0.5);
  await expect(pie.getByTestId('figure-readout')).toContainText('差旅：1,280.5（66.3%）');
  // The same figures in the chart's table (the accessible way), then a row's records.
  await pie.getByRole('button', { name: '表格' }).click();
  await expect(pie.getByTestId('figure-row')).toHaveText([/差旅\s*1,280.5\s*1\s*66.3%/, /招待\s*560\s*1\s*29.0%/, /办公\s*89.9\s*1\s*4.7%/]);
  await pie.getByTestId('figure-row').filter({ hasText: '招待' }).click();
  await expect(pie.getByTestId('figure-readout')).toContainText('招待：560（29.0%）');
  await pie.getByRole('button', { name: '查看数据' }).click();
  await arrivedAt(page, /^\/app\/view\/lists\?/);
  await expect(page.getByText('仅显示统计图表所选数据')).toBeVisible();
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(page.getByTestId('record-item')).toHaveCount(1);
  await expect(page.getByTestId('record-item')).toContainText('560');

  // The total card opens every record it counts: the three claims.
  await page.goBack();
  await widget(page, '报销汇总').getByRole('button', { name: /查看数据$/ }).click();
  await arrivedAt(page, /^\/app\/view\/lists\?/);
  await expect(page.getByText('共 3 条')).toBeVisible();

  // 详情: the widget's definition, its data set's fields and every figure; a figure opens its records.
  await page.goBack();
  await widget(page, '各类别报销金额').getByTestId('widget-details').click();
  await arrivedAt(page, '/statisticAnalysis/dataSet?appId=app-expense&widgetId=st-w-expense-category');
  const dataSet = page.locator('.taro_page').filter({ visible: true });
  await expect(dataSet.getByTestId('data-set-title')).toHaveText('各类别报销金额');
  await expect(dataSet.getByText('饼图')).toBeVisible();
  await expect(dataSet.getByTestId('data-set-field')).toHaveText([/报销类别\s*维度 · 选项 \(4 项\)/, /报销金额\s*指标 · 求和/, /报销单数\s*指标 · 计数/]);
  await expect(dataSet.getByTestId('figure-row')).toHaveText([/差旅\s*1,280.5\s*1/, /招待\s*560\s*1/, /办公\s*89.9\s*1/]);
  await dataSet.getByTestId('figure-row').filter({ hasText: '办公' }).click();
  await dataSet.getByRole('button', { name: '查看数据' }).click();
  await arrivedAt(page, /^\/app\/view\/lists\?/);
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(page.getByTestId('record-item')).toContainText('89.9');
});

/** Presses Tab until `target` has the focus, as a keyboard user walks to it (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('自定义 by keyboard alone: two days on the date picker, 确定, and every widget reads them; 打印 under a name of the user’s', async ({ page, server }) => {
  await server.reset();
  await signInAs(page, 'member');
  await page.clock.install({ time: new Date('2026-03-12T12:00:00+08:00') });
  await page.clock.resume();
  await page.goto('/statisticAnalysis/index?appId=app-expense');
  await expect(numbers(page)).toHaveText(['3', '1,930.4']);

  // From here on only keys: Tab to 自定义, Enter shows the two days right after the chips.
  const custom = page.getByRole('radio', { name: '自定义' });
  await tabTo(page, custom);
  await page.keyboard.press('Enter');
  const days = page.getByRole('group', { name: '选择统计时间' });
  const start = days.getByRole('button', { name: '开始日期：请选择日期' });
  await expect(start).toBeVisible();
  // Taro's picker is a custom element defined when its code has loaded: until then a key (or a tap) on the field
  // reaches no picker.
  await page.waitForFunction(() => customElements.get('taro-picker-core') !== undefined);
  await page.keyboard.press('Tab');
  await expect(start).toBeFocused();

  // The start's picker opens on today (03-12), its first column focused; Escape leaves it as it was.
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: '开始日期' });
  await expect(sheet.getByRole('spinbutton', { name: '年' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(start).toBeFocused();
  // Again: to the day column, one row up is 11日, Enter picks 2026-03-11 and the focus is back on the field.
  await page.keyboard.press('Enter');
  await expect(sheet.getByRole('spinbutton', { name: '年' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const day = sheet.getByRole('spinbutton', { name: '日' });
  await expect(day).toBeFocused();
  await expect(day).toHaveAttribute('aria-valuetext', '12日');
  await page.keyboard.press('ArrowUp');
  await expect(day).toHaveAttribute('aria-valuetext', '11日');
  await page.keyboard.press('Enter');
  await expect(sheet).toBeHidden();
  await expect(days.getByRole('button', { name: '开始日期：2026-03-11' })).toBeFocused();

  // The end: its picker opens on 03-12, Enter takes it; Tab to 确定, Enter.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: '结束日期' }).getByRole('spinbutton', { name: '年' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(days.getByRole('button', { name: '结束日期：2026-03-12' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(days.getByRole('button', { name: '确定' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(days).toBeHidden();
  await expect(custom).toBeFocused();

  // Every widget reads the two days (the server filters by them): only the 招待 claim of 03-12.
  await expect(custom).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('range-days')).toHaveText('2026-03-11 ~ 2026-03-12');
  await expect(numbers(page)).toHaveText(['1', '560']);
  await expect(widget(page, '类别明细').getByTestId('figure-row')).toHaveText([/招待\s*560\s*1/]);

  // 打印 with a name: the platform's named printing, the PDF titled and named by it.
  await page.getByRole('button', { name: '打印' }).click();
  await page.getByLabel('PDF 名称').fill('三月招待');
  const printed = page.waitForResponse((r) => r.url().includes('/api/print/named-render-date-range'));
  await page.getByRole('button', { name: '生成 PDF' }).click();
  const answer = (await (await printed).json()) as { code: number; data: { name: string } };
  expect(answer.data.name).toBe('三月招待-2026-03-11_2026-03-12.pdf');
  await expect(page.getByText('已生成 PDF')).toBeVisible();
});

test('the control board: order and hidden widgets survive a reload', async ({ page, server }) => {
  await server.reset();
  await signInAs(page, 'member');
  await page.goto('/platform/index');
  await page.getByRole('button', { name: '控制面板' }).click();
  await arrivedAt(page, '/controlPanel/index');

  const titles = page.getByTestId('widget').getByRole('heading');
  await expect(titles.first()).toBeVisible();
  const before = await titles.allTextContents();
  expect(before.length).toBeGreaterThan(3);
  const [first, second, third] = before as [string, string, string];

  await page.getByRole('button', { name: '编辑' }).click();
  // The second widget moves to the top; the third is hidden.
  await page.getByRole('button', { name: `上移 ${second}` }).click();
  await page.getByRole('button', { name: `隐藏 ${third}` }).click();
  await page.getByRole('button', { name: '保存' }).click();
  const expected = [second, first, ...before.slice(3)];
  await expect(titles).toHaveText(expected);

  await page.reload();
  await expect(titles).toHaveText(expected);
  await page.getByRole('button', { name: '编辑' }).click();
  await expect(page.getByTestId('board-item').nth(2)).toContainText(`${third} · 已隐藏`);
});
