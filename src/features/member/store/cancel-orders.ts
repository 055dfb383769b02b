import { cancelOrder, ordersByIds } from '../../../api/store';
import type { BatchOutcome } from '../../../domain/member/batch';

const STILL_OPEN = '订单状态已变化，未能取消';

/**
 * The orders list's 批量取消: each chosen order is cancelled, then all are read back together (POST /order/batch/order)
 * and the report says what the server holds now: an order counts as done when it is cancelled, whatever the single
 * answers said (one may have expired meanwhile, or been paid on another device), and each other one gives the refusal
 * its cancel got.
 */
export async function cancelOrders(ids: string[]): Promise<BatchOutcome> {
  const answers = await Promise.allSettled(ids.map((id) => cancelOrder(id)));
  const now = new Map((await ordersByIds(ids)).map((o) => [o.id, o]));
  const refusal = (i: number) => {
    const answer = answers[i];
    return answer?.status === 'rejected' && answer.reason instanceof Error && answer.reason.message ? answer.reason.message : STILL_OPEN;
  };
  return {
    done: ids.filter((id) => now.get(id)?.orderStatus === 'CANCELLED'),
    failed: ids.flatMap((id, i) => (now.get(id)?.orderStatus === 'CANCELLED' ? [] : [{ id, reason: refusal(i) }])),
  };
}
