import Taro from '@tarojs/taro';

import type { Order } from '../../../api/schemas/store';
import { payOrder } from '../../../api/store';
import { invalidate, useChange } from '../../../data';
import { yuanText } from '../../../domain/member/money';
import { Button } from '../../../ui/Button';
import { MEMBER_TEXT } from '../text';

/** Asks once more before something that cannot be undone here; runs it only on 确定. */
export async function askFirst(title: string, content: string, action: () => void) {
  if ((await Taro.showModal({ title, content })).confirm) action();
}

/**
 * Pays what is still due on the order, after asking once more with the amount (the order detail's 立即支付, the order
 * list's 去支付). A refusal is reported by the request layer; success says 支付成功 and reloads the store's lists.
 */
export function PayButton({ order, label, size }: { order: Pick<Order, 'id' | 'amount' | 'paidAmount'>; label: string; size?: 'small' }) {
  const pay = useChange({
    mutationFn: () => payOrder(order.id),
    onSuccess: () => {
      void Taro.showToast({ title: MEMBER_TEXT.payDone, icon: 'success' });
      return invalidate(['store']);
    },
  });
  return (
    <Button
      type="primary"
      {...(size ? { size } : {})}
      loading={pay.isPending}
      disabled={pay.isPending}
      onClick={(e) => {
        // On a list card, paying is not opening the card.
        e?.stopPropagation?.();
        void askFirst(MEMBER_TEXT.payTitle, MEMBER_TEXT.payConfirm(yuanText(order.amount - order.paidAmount)), () => pay.mutate());
      }}
    >
      {label}
    </Button>
  );
}
