import { Text, View } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';

import { EvaluateForm } from './EvaluateForm';
import { askFirst, PayButton } from './PayButton';
import { ReceiptForm } from './ReceiptForm';
import { StoreComments } from './StoreComments';
import { cancelOrder, orderDetail, signOrder } from '../../../api/store';
import { invalidate, useChange, useLoad, usePullToRefresh, useReloadOnShow } from '../../../data';
import { yuanText } from '../../../domain/member/money';
import { AFTER_SALE_STATUS_TEXT, orderActions, orderTypeText, statusText } from '../../../domain/member/order-status';
import { paramOf } from '../../../domain/routing/page-option';
import { dateDisplay } from '../../../domain/time/date-display';
import { useSession } from '../../../stores/session';
import { Button } from '../../../ui/Button';
import { Loaded } from '../../../ui/Loaded';
import { Picture } from '../../../ui/Picture';
import { Screen } from '../../../ui/Screen';
import { OrderStatuses } from '../parts/OrderStatuses';
import { MEMBER_PATHS } from '../paths';
import { MEMBER_TEXT } from '../text';
import '../member.css';

/**
 * Order detail (/memberCenter/orderDetail?id=, an addition): the goods, amounts, address and §4 statuses, and what
 * the buyer may do now (orderActions): pay, cancel an unpaid order of their own (before its payBy time, after which
 * the server cancels it: the status then says it expired), confirm receipt, apply for after-sales, evaluate, ask for
 * a receipt.
 */
export default function OrderDetail() {
  const id = paramOf(useRouter().params.id) ?? '';
  const order = useLoad(['store', 'order', id], () => orderDetail(id), { enabled: !!id, freshFor: 0 });
  usePullToRefresh(order);
  useReloadOnShow(order);
  const after = () => invalidate(['store']);
  const sign = useChange({ mutationFn: () => signOrder(id), onSuccess: after });
  const cancel = useChange({ mutationFn: () => cancelOrder(id), onSuccess: after });
  const me = useSession((s) => s.userId);
  // Paying (PayButton), cancelling and confirming receipt cannot be undone here: each is asked once more.
  const confirmed = askFirst;

  return (
    <Screen className="member">
      <Loaded load={order} failed={MEMBER_TEXT.orderFailed}>
        {(o) => {
          const can = orderActions(o, !!me && o.userId === me);
          const failed = sign.error ?? cancel.error;
          return (
            <>
              <View className="ware-card" data-testid="order-detail">
                <Text className="member__card-title">{o.store.name}</Text>
                <Text className="member__meta">{`${MEMBER_TEXT.orderCode} ${o.code}`}</Text>
                <Text className="member__meta" data-testid="order-type">{`${MEMBER_TEXT.orderType} ${orderTypeText(o.orderType, o.customerName)}`}</Text>
                <OrderStatuses order={o} />
                {o.lines.map((l) => (
                  <View key={l.id} className="member__media" data-testid="order-line">
                    <Picture className="member__thumb member__thumb--small" src={l.picUrl} name={l.name} />
                    <Text className="member__meta member__media-body">{`${l.name} ¥${yuanText(l.price)} × ${l.quantity}`}</Text>
                  </View>
                ))}
                <Text className="member__meta">{`${MEMBER_TEXT.freight} ¥${yuanText(o.freight)}`}</Text>
                <Text className="member__meta" data-testid="amount">
                  {`${MEMBER_TEXT.amount} ¥${yuanText(o.amount)} · ${MEMBER_TEXT.paid} ¥${yuanText(o.paidAmount)}`}
                  {o.refundedAmount > 0 ? ` · ${MEMBER_TEXT.refunded} ¥${yuanText(o.refundedAmount)}` : ''}
                </Text>
                {o.payBy && o.orderStatus === 'PLACED' && o.paymentStatus === 'UNPAID' ? (
                  <Text className="member__meta" data-testid="pay-by">
                    {MEMBER_TEXT.payBy(dateDisplay(o.payBy, 'YYYY-MM-DD HH:mm'))}
                  </Text>
                ) : null}
                <Text className="member__meta">{`${MEMBER_TEXT.address} ${o.address.location} ${o.address.details}`}</Text>
                {o.address.receiver ? <Text className="member__meta" data-testid="receiver">{`${MEMBER_TEXT.receiver} ${o.address.receiver} ${o.address.phone}`}</Text> : null}
              </View>
              {o.afterSales.map((a) => (
                <View key={a.id} className="ware-card" data-testid="order-after-sale">
                  <Text className="member__meta">{`${MEMBER_TEXT.applyRefund} ¥${yuanText(a.amount)} · ${statusText(AFTER_SALE_STATUS_TEXT, a.status)}`}</Text>
                  <Text className="member__meta">{a.reason}</Text>
                  {a.answer ? <Text className="member__meta">{a.answer}</Text> : null}
                </View>
              ))}
              {failed ? (
                <View role="alert">
                  <Text className="member__problem">{failed.message}</Text>
                </View>
              ) : null}
              <View className="member__buttons">
                {can.pay ? <PayButton order={o} label={MEMBER_TEXT.pay} /> : null}
                {can.cancel ? (
                  <Button loading={cancel.isPending} disabled={cancel.isPending} onClick={() => void confirmed(MEMBER_TEXT.cancelOrder, MEMBER_TEXT.cancelConfirm, () => cancel.mutate())}>
                    {MEMBER_TEXT.cancelOrder}
                  </Button>
                ) : null}
                {can.sign ? (
                  <Button type="primary" loading={sign.isPending} disabled={sign.isPending} onClick={() => void confirmed(MEMBER_TEXT.signTitle, MEMBER_TEXT.signConfirm, () => sign.mutate())}>
                    {MEMBER_TEXT.sign}
                  </Button>
                ) : null}
                {can.refund ? (
                  <Button onClick={() => void Taro.navigateTo({ url: `${MEMBER_PATHS.applyAfterSale}?orderId=${encodeURIComponent(o.id)}` })}>{MEMBER_TEXT.applyRefund}</Button>
                ) : null}
              </View>
              {o.comment ? <Text className="member__meta">{`${MEMBER_TEXT.evaluated}：${o.comment.rating}星 ${o.comment.content}`}</Text> : can.evaluate ? <EvaluateForm orderId={o.id} /> : null}
              {o.receipt ? <Text className="member__meta">{`${MEMBER_TEXT.receiptApplied}：${o.receipt.title}`}</Text> : can.receipt ? <ReceiptForm orderId={o.id} /> : null}
              {o.store.id ? <StoreComments storeId={o.store.id} /> : null}
            </>
          );
        }}
      </Loaded>
    </Screen>
  );
}
