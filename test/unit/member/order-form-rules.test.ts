import { goodsSummary, statusTone } from '@/domain/member/order-status';
import { orderQuantity, quantityMax } from '@/domain/member/quantity';
import { orderAddress, orderAddressProblem, RECEIVER_TEXT } from '@/domain/member/receiver';

const filled = { area: ['浙江省', '杭州市', '西湖区'], levels: 3, details: '文三路 90 号', receiver: '张成员', phone: '13800138000' };

describe('the order address and receiver', () => {
  it.each([
    ['complete', {}, null],
    ['no area yet', { area: [] }, RECEIVER_TEXT.area],
    ['only the province (the sheet closed early)', { area: ['浙江省'] }, RECEIVER_TEXT.area],
    ['province and city of a 2-level address', { area: ['浙江省', '杭州市'], levels: 2 }, null],
    ['blank street address', { details: '   ' }, RECEIVER_TEXT.details],
    ['no receiver', { receiver: ' ' }, RECEIVER_TEXT.receiver],
    ['a receiver name too long', { receiver: '张'.repeat(21) }, RECEIVER_TEXT.receiver],
    ['phone of 10 digits', { phone: '1380013800' }, RECEIVER_TEXT.phone],
    ['phone of 12 digits', { phone: '138001380001' }, RECEIVER_TEXT.phone],
    ['second digit 1 (the §5 rule: 2 to 9)', { phone: '11800138000' }, RECEIVER_TEXT.phone],
    ['not starting with 1', { phone: '23800138000' }, RECEIVER_TEXT.phone],
    ['a landline', { phone: '0571-8888888' }, RECEIVER_TEXT.phone],
    ['a phone with spaces around', { phone: ' 19912345678 ' }, null],
  ])('%s', (_case, change, problem) => expect(orderAddressProblem({ ...filled, ...change })).toBe(problem));

  it('sends the area names as the location, everything trimmed', () => {
    expect(orderAddress({ ...filled, details: ' 文三路 90 号 ', receiver: ' 张成员 ', phone: ' 13800138000 ' })).toEqual({
      location: '浙江省杭州市西湖区',
      details: '文三路 90 号',
      receiver: '张成员',
      phone: '13800138000',
    });
  });
});

describe('the order quantity (number box min 1, at most the stock and 99)', () => {
  it.each([
    ['1', 50, 1],
    [2, 50, 2],
    ['0', 50, null],
    ['50', 50, 50],
    ['51', 50, null],
    ['99', 500, 99],
    ['100', 500, null],
    ['1.5', 50, null],
    ['', 50, null],
  ])('%j with %d in stock is %s', (value, stock, count) => expect(orderQuantity(value, stock)).toBe(count));
  it.each([
    [0, 1],
    [3, 3],
    [1000, 99],
  ])('the box of goods with %d in stock goes up to %d', (stock, max) => expect(quantityMax(stock)).toBe(max));
});

describe('status chips', () => {
  it.each([
    ['orderStatus', 'PLACED', 'active'],
    ['orderStatus', 'CANCELLED', 'stopped'],
    ['orderStatus', 'COMPLETED', 'done'],
    ['paymentStatus', 'UNPAID', 'todo'],
    ['paymentStatus', 'PARTIAL_PAYMENT', 'todo'],
    ['paymentStatus', 'COMPLETION', 'done'],
    ['paymentStatus', 'REFUND', 'stopped'],
    ['paymentStatus', 'REFUNDED', 'stopped'],
    ['deliveryStatus', 'WAIT_DELIVER', 'active'],
    ['deliveryStatus', 'SIGNED', 'done'],
    ['deliveryStatus', 'REJECTED', 'stopped'],
    ['afterSaleStatus', 'INIT', 'active'],
    ['afterSaleStatus', 'APPROVED', 'done'],
    ['afterSaleStatus', 'REJECTED', 'stopped'],
    ['paymentStatus', 'SOMETHING_NEW', 'neutral'],
    ['afterSaleStatus', null, 'neutral'],
  ] as const)('%s %s is drawn %s', (kind, value, tone) => expect(statusTone(kind, value)).toBe(tone));

  it('a new unpaid order shows three different tones, not three alike', () => {
    expect(new Set([statusTone('orderStatus', 'PLACED'), statusTone('paymentStatus', 'UNPAID'), statusTone('deliveryStatus', 'WAIT_DELIVER')]).size).toBeGreaterThan(1);
  });
});

describe('the goods an order list card names', () => {
  it.each([
    [[], { name: '', count: 0 }],
    [[{ name: '明前龙井礼盒', quantity: 2 }], { name: '明前龙井礼盒', count: 2 }],
    [[{ name: '明前龙井礼盒', quantity: 1 }, { name: '青瓷茶具套装', quantity: 3 }], { name: '明前龙井礼盒 等2种商品', count: 4 }],
  ])('%j', (lines, summary) => expect(goodsSummary(lines)).toEqual(summary));
});
