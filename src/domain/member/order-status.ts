// Order statuses and what the buyer may do with an order (spec screens-data-rules.md §4: orderStatus,
// paymentStatus, deliveryStatus, afterSaleStatus; both spellings REFUND and REFUNDED mean refunded).

export const ORDER_STATUS_TEXT: Record<string, string> = { PLACED: '已下单', CANCELLED: '已取消', COMPLETED: '已完成' };
export const PAYMENT_STATUS_TEXT: Record<string, string> = {
  UNPAID: '待付款',
  PARTIAL_PAYMENT: '部分付款',
  COMPLETION: '已付款',
  REFUND: '已退款',
  REFUNDED: '已退款',
};
export const DELIVERY_STATUS_TEXT: Record<string, string> = { WAIT_DELIVER: '待发货', DELIVERED: '已发货', SIGNED: '已签收', REJECTED: '已拒收' };
export const AFTER_SALE_STATUS_TEXT: Record<string, string> = { INIT: '处理中', APPROVED: '已同意', REJECTED: '已拒绝' };

/** The label of a status in its table; an unknown value shows as it is, a missing one as nothing. */
export const statusText = (table: Record<string, string>, value: string | null | undefined): string => (value ? (table[value] ?? value) : '');

export interface OrderState {
  orderStatus: string;
  paymentStatus: string;
  deliveryStatus: string;
  afterSaleStatus: string | null;
  evaluated: boolean;
  amount: number;
  paidAmount: number;
}

const isPaid = (o: OrderState) => o.paymentStatus === 'COMPLETION' || o.paymentStatus === 'PARTIAL_PAYMENT';

/** What the buyer may do now. */
export function orderActions(o: OrderState) {
  return {
    pay: o.orderStatus === 'PLACED' && (o.paymentStatus === 'UNPAID' || o.paymentStatus === 'PARTIAL_PAYMENT') && o.amount > o.paidAmount,
    sign: o.deliveryStatus === 'DELIVERED',
    refund: isPaid(o) && o.paidAmount > 0 && o.afterSaleStatus !== 'INIT',
    evaluate: !o.evaluated && (o.deliveryStatus === 'SIGNED' || o.orderStatus === 'COMPLETED'),
    receipt: isPaid(o),
  };
}

/** The tabs of my orders and the filter each one sends. */
export const ORDER_TABS = [
  { key: 'all', label: '全部', query: {} },
  { key: 'unpaid', label: '待付款', query: { paymentStatus: 'UNPAID' } },
  { key: 'toShip', label: '待发货', query: { paymentStatus: 'COMPLETION', deliveryStatus: 'WAIT_DELIVER' } },
  { key: 'shipped', label: '待收货', query: { deliveryStatus: 'DELIVERED' } },
  { key: 'done', label: '已完成', query: { orderStatus: 'COMPLETED' } },
  { key: 'afterSale', label: '售后中', query: { afterSaleStatus: 'INIT' } },
] as const;
