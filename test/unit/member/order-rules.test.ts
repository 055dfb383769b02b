import { fenOf, refundProblem, yuanText } from '@/domain/member/money';
import { AFTER_SALE_STATUS_TEXT, DELIVERY_STATUS_TEXT, ORDER_STATUS_TEXT, orderActions, orderStatusText, orderTypeText, PAYMENT_STATUS_TEXT, statusText } from '@/domain/member/order-status';

describe('status tables (spec §4)', () => {
  it.each([
    [ORDER_STATUS_TEXT, ['PLACED', 'CANCELLED', 'COMPLETED']],
    [PAYMENT_STATUS_TEXT, ['UNPAID', 'PARTIAL_PAYMENT', 'COMPLETION', 'REFUND', 'REFUNDED']],
    [DELIVERY_STATUS_TEXT, ['WAIT_DELIVER', 'DELIVERED', 'SIGNED', 'REJECTED']],
    [AFTER_SALE_STATUS_TEXT, ['INIT', 'APPROVED', 'REJECTED']],
  ])('names every value of the table', (table, values) => {
    expect(Object.keys(table).sort()).toEqual([...values].sort());
  });
  it('shows both refund spellings alike, an unknown value as it is, none as nothing', () => {
    expect(statusText(PAYMENT_STATUS_TEXT, 'REFUND')).toBe(statusText(PAYMENT_STATUS_TEXT, 'REFUNDED'));
    expect(statusText(ORDER_STATUS_TEXT, 'ARCHIVED')).toBe('ARCHIVED');
    expect(statusText(AFTER_SALE_STATUS_TEXT, null)).toBe('');
  });
});

describe('who placed an order (§3 orderType)', () => {
  it.each([
    ['USER', '张成员', '本人下单'],
    ['AGENT', '杭州西湖茶业有限公司', '代客下单（杭州西湖茶业有限公司）'],
    ['CUSTOMER', '', '代客下单'],
    ['', '', '代客下单'],
  ])('%s for %s: %s', (orderType, customerName, text) => {
    expect(orderTypeText(orderType, customerName)).toBe(text);
  });
});

describe('what the buyer may do with an order', () => {
  const base = { orderStatus: 'PLACED', paymentStatus: 'UNPAID', deliveryStatus: 'WAIT_DELIVER', afterSaleStatus: null, evaluated: false, amount: 1000, paidAmount: 0 };
  it.each([
    ['unpaid: pay only', base, { pay: true, cancel: false, sign: false, refund: false, evaluate: false, receipt: false }],
    ['partly paid: pay the rest, refund, receipt', { ...base, paymentStatus: 'PARTIAL_PAYMENT', paidAmount: 500 }, { pay: true, cancel: false, sign: false, refund: true, evaluate: false, receipt: true }],
    ['paid, waiting to ship', { ...base, paymentStatus: 'COMPLETION', paidAmount: 1000 }, { pay: false, cancel: false, sign: false, refund: true, evaluate: false, receipt: true }],
    ['shipped: sign', { ...base, paymentStatus: 'COMPLETION', paidAmount: 1000, deliveryStatus: 'DELIVERED' }, { pay: false, cancel: false, sign: true, refund: true, evaluate: false, receipt: true }],
    ['received: evaluate', { ...base, orderStatus: 'COMPLETED', paymentStatus: 'COMPLETION', paidAmount: 1000, deliveryStatus: 'SIGNED' }, { pay: false, cancel: false, sign: false, refund: true, evaluate: true, receipt: true }],
    ['evaluated', { ...base, orderStatus: 'COMPLETED', paymentStatus: 'COMPLETION', paidAmount: 1000, deliveryStatus: 'SIGNED', evaluated: true }, { pay: false, cancel: false, sign: false, refund: true, evaluate: false, receipt: true }],
    ['a refund in progress', { ...base, paymentStatus: 'COMPLETION', paidAmount: 1000, afterSaleStatus: 'INIT' }, { pay: false, cancel: false, sign: false, refund: false, evaluate: false, receipt: true }],
    ['refunded', { ...base, orderStatus: 'CANCELLED', paymentStatus: 'REFUNDED', paidAmount: 1000, afterSaleStatus: 'APPROVED' }, { pay: false, cancel: false, sign: false, refund: false, evaluate: false, receipt: false }],
    ['cancelled unpaid', { ...base, orderStatus: 'CANCELLED' }, { pay: false, cancel: false, sign: false, refund: false, evaluate: false, receipt: false }],
  ])('%s', (_case, order, expected) => expect(orderActions(order)).toEqual(expected));

  it('only the buyer cancels, and only an unpaid placed order', () => {
    expect(orderActions(base, true).cancel).toBe(true);
    expect(orderActions(base, false).cancel).toBe(false);
    expect(orderActions({ ...base, paymentStatus: 'PARTIAL_PAYMENT', paidAmount: 500 }, true).cancel).toBe(false);
    expect(orderActions({ ...base, orderStatus: 'CANCELLED' }, true).cancel).toBe(false);
  });

  it('refunds only what is left after the refunds approved so far', () => {
    const paid = { ...base, paymentStatus: 'COMPLETION', paidAmount: 1000 };
    expect(orderActions({ ...paid, refundedAmount: 999 }).refund).toBe(true);
    expect(orderActions({ ...paid, refundedAmount: 1000 }).refund).toBe(false);
  });

  it('says whether a cancelled order expired unpaid or was cancelled', () => {
    expect(orderStatusText({ orderStatus: 'CANCELLED', cancelReason: 'EXPIRED' })).toBe('已过期（超时未支付）');
    expect(orderStatusText({ orderStatus: 'CANCELLED', cancelReason: 'BUYER' })).toBe('已取消');
    expect(orderStatusText({ orderStatus: 'PLACED', cancelReason: null })).toBe('已下单');
  });
});

describe('money', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [29800, '298.00'],
    [12345, '123.45'],
    [-150, '-1.50'],
  ])('%d fen reads %s', (fen, text) => expect(yuanText(fen)).toBe(text));
  it.each([
    ['298', 29800],
    ['298.5', 29850],
    ['0.05', 5],
    [' 1.20 ', 120],
    ['1.234', null],
    ['-1', null],
    ['abc', null],
    ['', null],
  ])('%j is %s fen', (typed, fen) => expect(fenOf(typed)).toBe(fen));
  it.each([
    ['at most what was paid', '298', null],
    ['above what was paid', '298.01', '退款金额不能超过可退金额 298.00 元'],
    ['zero', '0', '请输入正确的退款金额'],
    ['not an amount', '1.234', '请输入正确的退款金额'],
  ])('refund %s', (_case, typed, problem) => expect(refundProblem(typed, 29800)).toBe(problem));
});
