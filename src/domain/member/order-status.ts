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

/**
 * Who placed the order (§3 Order: orderType USER means placed by the user; otherwise placed on behalf of a customer,
 * named when the order says who).
 */
export function orderTypeText(orderType: string, customerName: string): string {
  if (orderType === 'USER') return '本人下单';
  return customerName ? `代客下单（${customerName}）` : '代客下单';
}

export interface OrderState {
  orderStatus: string;
  paymentStatus: string;
  deliveryStatus: string;
  afterSaleStatus: string | null;
  evaluated: boolean;
  amount: number;
  paidAmount: number;
  /** Refunds approved so far (fen); the rest of what was paid may still be refunded. */
  refundedAmount?: number;
  /** Why a cancelled order was cancelled (server: BUYER or EXPIRED), null otherwise. */
  cancelReason?: string | null;
}

/**
 * The order status as the buyer reads it: a cancelled order says whether its buyer cancelled it or it expired unpaid
 * (the server cancels an order not paid in time; the spec's §4 has only CANCELLED, the reason is this server's).
 */
export function orderStatusText(o: Pick<OrderState, 'orderStatus' | 'cancelReason'>): string {
  if (o.orderStatus === 'CANCELLED' && o.cancelReason === 'EXPIRED') return '已过期（超时未支付）';
  return statusText(ORDER_STATUS_TEXT, o.orderStatus);
}

/**
 * How a status chip is drawn (a theme colour, always with its text): `todo` waits on the buyer (to pay), `active` on
 * the seller (placed, to ship, shipped, refund being processed), `done` finished well, `stopped` cancelled, expired,
 * refused or refunded (nothing more happens), `neutral` anything unknown.
 */
export type StatusTone = 'todo' | 'active' | 'done' | 'stopped' | 'neutral';

const TONES: Record<'orderStatus' | 'paymentStatus' | 'deliveryStatus' | 'afterSaleStatus', Record<string, StatusTone>> = {
  orderStatus: { PLACED: 'active', CANCELLED: 'stopped', COMPLETED: 'done' },
  paymentStatus: { UNPAID: 'todo', PARTIAL_PAYMENT: 'todo', COMPLETION: 'done', REFUND: 'stopped', REFUNDED: 'stopped' },
  deliveryStatus: { WAIT_DELIVER: 'active', DELIVERED: 'active', SIGNED: 'done', REJECTED: 'stopped' },
  afterSaleStatus: { INIT: 'active', APPROVED: 'done', REJECTED: 'stopped' },
};

/** The tone of one of the four §4 statuses. */
export const statusTone = (kind: keyof typeof TONES, value: string | null | undefined): StatusTone => (value ? (TONES[kind][value] ?? 'neutral') : 'neutral');

const isPaid = (o: OrderState) => o.paymentStatus === 'COMPLETION' || o.paymentStatus === 'PARTIAL_PAYMENT';

/** What the buyer may do now; `own`: the caller placed it (only the buyer cancels an unpaid order). */
export function orderActions(o: OrderState, own = false) {
  return {
    pay: o.orderStatus === 'PLACED' && (o.paymentStatus === 'UNPAID' || o.paymentStatus === 'PARTIAL_PAYMENT') && o.amount > o.paidAmount,
    cancel: own && o.orderStatus === 'PLACED' && o.paymentStatus === 'UNPAID',
    sign: o.deliveryStatus === 'DELIVERED',
    refund: isPaid(o) && o.paidAmount - (o.refundedAmount ?? 0) > 0 && o.afterSaleStatus !== 'INIT',
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

/** What an order list card names: the first goods, with how many more kinds there are ("明前龙井礼盒 等2件商品"). */
export function goodsSummary(lines: readonly { name: string; quantity: number }[]): { name: string; count: number } {
  const count = lines.reduce((sum, l) => sum + l.quantity, 0);
  if (lines.length === 0) return { name: '', count };
  return { name: lines.length > 1 ? `${lines[0]!.name} 等${lines.length}种商品` : lines[0]!.name, count };
}
