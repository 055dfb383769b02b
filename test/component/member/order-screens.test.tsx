/** The goods screen's order form and the order list's cards against a scripted platform (issue 41 item 8). */
import Taro from '@tarojs/taro';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { RECEIVER_TEXT } from '../../../src/domain/member/receiver';
import GoodsScreen from '../../../src/features/member/store/GoodsScreen';
import OrderDetailScreen from '../../../src/features/member/store/OrderDetailScreen';
import OrdersScreen from '../../../src/features/member/store/OrdersScreen';
import { MEMBER_TEXT } from '../../../src/features/member/text';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { idle, mount, press } from '../support/screen';
import { answerByRoute, harness } from '../support/taro';

jest.mock('@tarojs/taro', () => {
  const taro = jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory();
  const extra = { usePullDownRefresh: () => undefined, useReachBottom: () => undefined, useDidShow: () => undefined };
  return { ...taro, ...extra, default: { ...taro.default, ...extra } };
});

const ok = (data: unknown) => Promise.resolve({ statusCode: 200, data: { code: 0, message: 'success', data } });
const GOODS = { id: 'g-1', storeId: 'st-1', skuCode: 'SKU-1', name: '明前龙井礼盒', price: 29800, stock: 3, intro: '', store: { id: 'st-1', name: '西湖旗舰店', freight: 1200 } };
const AREAS: Record<string, { code: string; name: string }[]> = {
  '0': [{ code: '330000', name: '浙江省' }],
  '330000': [{ code: '330100', name: '杭州市' }],
  '330100': [{ code: '330106', name: '西湖区' }],
};
const order = (id: string, paymentStatus: string, paidAmount: number) => ({
  id,
  code: `SO-${id}`,
  orderType: 'USER',
  customerName: '张成员',
  userId: '10003',
  store: { id: 'st-1', name: '西湖旗舰店' },
  amount: 60800,
  freight: 1200,
  paidAmount,
  orderStatus: 'PLACED',
  paymentStatus,
  deliveryStatus: 'WAIT_DELIVER',
  afterSaleStatus: null,
  address: { location: '浙江省杭州市西湖区', details: '文三路 90 号', receiver: '张成员', phone: '13800138000' },
  createdAt: '2026-05-02T02:00:00.000Z',
  lines: [{ id: `${id}-l`, name: '明前龙井礼盒', price: 29800, quantity: 2 }],
});

const nativeInput = (id: string) =>
  waitFor(() => {
    const el = document.getElementById(id);
    if (!el) throw new Error(`no #${id}`);
    return el as HTMLInputElement;
  });
const type = async (id: string, value: string) => fireEvent.input(await nativeInput(id), { target: { value } });

beforeEach(() => {
  resetClient();
  harness.reset();
  useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1' });
});

describe('ordering goods', () => {
  it('number box between 1 and the stock, area from the sheet, receiver and a §5 mobile number, then one order', async () => {
    harness.query = { id: 'g-1' };
    const placed: unknown[] = [];
    answerByRoute({
      'GET /sku/sku/intro': () => ok(GOODS),
      'GET /dict/dictArea/get': (req) => ok(AREAS[String((req.data as { parentCode?: string } | undefined)?.parentCode ?? new URL(req.url, 'http://x').searchParams.get('parentCode'))] ?? []),
      'POST /order/orders': (req) => {
        placed.push(req.data);
        return ok(order('o-1', 'UNPAID', 0));
      },
    });
    await mount(<GoodsScreen />);
    await screen.findByTestId('order-form');
    const quantity = await nativeInput('member-quantity-native');
    expect(quantity.value).toBe('1');
    const plus = document.querySelector('#member-quantity .nut-inputnumber-add')!;
    const minus = document.querySelector('#member-quantity .nut-inputnumber-minus')!;
    // Not below 1, not above the 3 in stock.
    fireEvent.click(minus);
    await waitFor(() => expect(quantity.value).toBe('1'));
    for (const expected of ['2', '3', '3']) {
      fireEvent.click(plus);
      await waitFor(() => expect(quantity.value).toBe(expected));
    }
    expect(screen.getByTestId('total').textContent).toBe(`${MEMBER_TEXT.total} ¥906.00`);

    // Nothing sent while the address is unfinished or the phone is not a mobile number.
    await press(screen.getByText(MEMBER_TEXT.placeOrder));
    expect((await screen.findByRole('alert')).textContent).toBe(RECEIVER_TEXT.area);
    await press(screen.getByText('请选择省市区'));
    await press(await screen.findByText('浙江省'));
    await press(await screen.findByText('杭州市'));
    await press(await screen.findByText('西湖区'));
    await waitFor(() => expect(screen.getByText('浙江省 杭州市 西湖区')).toBeTruthy());
    await type('member-address-details-native', '文三路 90 号');
    await type('member-receiver-native', '张成员');
    await type('member-phone-native', '11800138000');
    await press(screen.getByText(MEMBER_TEXT.placeOrder));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(RECEIVER_TEXT.phone));
    expect(placed).toEqual([]);

    await type('member-phone-native', '13800138000');
    await press(screen.getByText(MEMBER_TEXT.placeOrder));
    await waitFor(() => expect(placed).toHaveLength(1));
    expect(placed[0]).toMatchObject({
      storeId: 'st-1',
      lines: [{ goodsId: 'g-1', quantity: 3 }],
      address: { location: '浙江省杭州市西湖区', details: '文三路 90 号', receiver: '张成员', phone: '13800138000' },
    });
  });
});

describe('my orders', () => {
  it('cards name the goods, date and amount; chips differ by tone; 去支付 only when due, asked once more', async () => {
    let rows = [order('o-1', 'UNPAID', 0), order('o-2', 'COMPLETION', 60800)];
    const calls = answerByRoute({
      'GET /order/orders': () => ok({ content: rows, totalElements: rows.length }),
      'POST /order/pay/receivable': () => ok({ paymentId: 'pay-1', amount: 60800 }),
      'POST /order/payment': () => {
        rows = [order('o-1', 'COMPLETION', 60800), rows[1]!];
        return ok(rows[0]);
      },
    });
    await mount(<OrdersScreen />);
    const cards = await screen.findAllByTestId('order');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.querySelector('[data-testid="order-goods"]')!.textContent).toBe('明前龙井礼盒');
    expect(cards[0]!.querySelector('[data-testid="order-amount"]')!.textContent).toBe('共2件 合计 ¥608.00');
    expect(cards[0]!.querySelector('[data-testid="order-date"]')!.textContent).toMatch(/^2026-05-02 \d{2}:00$/);
    const chip = (card: Element, key: string) => card.querySelector(`[data-testid="${key}"]`)!;
    expect(chip(cards[0]!, 'paymentStatus').className).toContain('member__status--todo');
    expect(chip(cards[0]!, 'paymentStatus').textContent).toBe('待付款');
    expect(chip(cards[1]!, 'paymentStatus').className).toContain('member__status--done');
    expect(chip(cards[0]!, 'orderStatus').className).not.toBe(chip(cards[0]!, 'paymentStatus').className);
    expect(screen.getAllByText(MEMBER_TEXT.goPay)).toHaveLength(1);

    // 取消 in the question pays nothing.
    harness.modalConfirm = false;
    await press(screen.getByText(MEMBER_TEXT.goPay));
    expect(Taro.showModal).toHaveBeenLastCalledWith(expect.objectContaining({ content: MEMBER_TEXT.payConfirm('608.00') }));
    expect(calls).not.toContain('POST /order/pay/receivable');
    // 确定 pays, says so and the list shows it paid, without opening the order.
    harness.modalConfirm = true;
    await press(screen.getByText(MEMBER_TEXT.goPay));
    await idle();
    expect(calls).toContain('POST /order/payment');
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: MEMBER_TEXT.payDone }));
    await waitFor(() => expect(screen.queryByText(MEMBER_TEXT.goPay)).toBeNull());
    expect(Taro.navigateTo).not.toHaveBeenCalled();
  });
});

describe('the order detail (issue 36)', () => {
  it('says who placed the order (§3 orderType) and shows what buyers said of the store', async () => {
    harness.query = { id: 'o-7' };
    const asked: string[] = [];
    answerByRoute({
      'GET /order/orders/o-7': () => ok({ ...order('o-7', 'COMPLETION', 60800), orderType: 'AGENT', customerName: '杭州西湖茶业有限公司', afterSales: [], comment: null, receipt: null }),
      'GET /order/comments': (req) => {
        asked.push(new URL(req.url, 'http://x').search);
        return ok([{ id: 'cm-1', rating: 5, content: '茶香很好', createdAt: '2026-05-03T02:00:00.000Z' }]);
      },
    });
    await mount(<OrderDetailScreen />);
    expect((await screen.findByTestId('order-type')).textContent).toBe('下单方式 代客下单（杭州西湖茶业有限公司）');
    const comments = await screen.findAllByTestId('store-comment');
    expect(comments.map((c) => c.textContent)).toEqual(['5星 · 2026-05-03茶香很好']);
    expect(asked).toEqual(['?storeId=st-1&size=5']);
  });
});

describe('cancelling several unpaid orders (issue 36)', () => {
  it('asks once, cancels each, reads them back together and lists the one that stayed', async () => {
    const status: Record<string, string> = { 'o-1': 'PLACED', 'o-2': 'PLACED' };
    const read: unknown[] = [];
    answerByRoute({
      'GET /order/orders': () => ok({ content: ['o-1', 'o-2'].filter((id) => status[id] === 'PLACED').map((id) => order(id, 'UNPAID', 0)), totalElements: 2 }),
      'PUT /order/orders/o-1/cancel': () => {
        status['o-1'] = 'CANCELLED';
        return ok({ ...order('o-1', 'UNPAID', 0), orderStatus: 'CANCELLED' });
      },
      // o-2 was paid on another device meanwhile.
      'PUT /order/orders/o-2/cancel': () => Promise.resolve({ statusCode: 200, data: { code: 400, message: '只能取消未支付的订单', data: null } }),
      'POST /order/batch/order': (req) => {
        read.push(req.data);
        return ok(['o-1', 'o-2'].map((id) => ({ ...order(id, 'UNPAID', 0), orderStatus: status[id] })));
      },
    });
    await mount(<OrdersScreen />);
    await press(await screen.findByRole('button', { name: '待付款' }));
    await press(await screen.findByRole('button', { name: MEMBER_TEXT.select }));
    await press(screen.getByRole('button', { name: MEMBER_TEXT.selectAll }));
    await press(screen.getByRole('button', { name: MEMBER_TEXT.cancelOrder }));
    expect(Taro.showModal).toHaveBeenLastCalledWith(expect.objectContaining({ content: MEMBER_TEXT.cancelOrdersConfirm(2) }));
    expect(read).toEqual([{ ids: ['o-1', 'o-2'] }]);
    const report = await screen.findByTestId('batch-report');
    expect(report.textContent).toContain('1 条已取消，1 条未取消');
    expect(report.textContent).toContain('订单号 SO-o-2：只能取消未支付的订单');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: '订单号 SO-o-1' })).toBeNull());
    expect(screen.getByRole('checkbox', { name: '订单号 SO-o-2' }).getAttribute('aria-checked')).toBe('true');
  });
});
