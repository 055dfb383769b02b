import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';

import type { AfterSale } from '../../../api/schemas/store';
import { decideAfterSale } from '../../../api/store';
import { invalidate, useChange } from '../../../data';
import { yuanText } from '../../../domain/member/money';
import { AFTER_SALE_STATUS_TEXT, PAYMENT_STATUS_TEXT, statusText } from '../../../domain/member/order-status';
import { Button } from '../../../ui/Button';
import { Field } from '../parts/Field';
import { MEMBER_PATHS } from '../paths';
import { MEMBER_TEXT } from '../text';

/** One after-sale request: order (opened by 查看订单), amount, reason, status and the seller's answer; approve and reject when deciding. */
export function AfterSaleCard({ request: a, deciding }: { request: AfterSale; deciding: boolean }) {
  const [answer, setAnswer] = useState('');
  const decide = useChange({ mutationFn: (approve: boolean) => decideAfterSale(a.id, approve, answer.trim()), onSuccess: () => invalidate(['store']) });
  return (
    <View className="ware-card" role="listitem" data-testid="after-sale" aria-label={a.order?.code ?? a.orderId}>
      <View className="member__card-head">
        <Text className="member__card-title">{`${MEMBER_TEXT.refundOf} ¥${yuanText(a.amount)}`}</Text>
        <Text className="member__status" data-testid="after-sale-status">
          {statusText(AFTER_SALE_STATUS_TEXT, a.status)}
        </Text>
      </View>
      {a.order ? <Text className="member__meta">{`${MEMBER_TEXT.orderCode} ${a.order.code} · ${a.order.store.name}`}</Text> : null}
      {a.order ? <Text className="member__meta" data-testid="after-sale-payment">{`${MEMBER_TEXT.paymentStatus} ${statusText(PAYMENT_STATUS_TEXT, a.order.paymentStatus)}`}</Text> : null}
      <Text className="member__meta">{`${MEMBER_TEXT.reason}：${a.reason}`}</Text>
      {a.photos.length ? <Text className="member__meta">{`${MEMBER_TEXT.photos} ${a.photos.length}`}</Text> : null}
      {a.answer ? <Text className="member__meta">{`${MEMBER_TEXT.sellerAnswer}：${a.answer}`}</Text> : null}
      <View className="member__buttons">
        <Button size="small" fill="outline" onClick={() => void Taro.navigateTo({ url: `${MEMBER_PATHS.order}?id=${encodeURIComponent(a.orderId)}` })}>
          {MEMBER_TEXT.viewOrder}
        </Button>
      </View>
      {deciding && a.status === 'INIT' ? (
        <>
          <Field name={`answer-${a.id}`} label={MEMBER_TEXT.answer} value={answer} onChange={setAnswer} maxLength={200} problem={decide.isError ? decide.error.message : null} />
          <View className="member__buttons">
            <Button size="small" type="primary" loading={decide.isPending && decide.variables} disabled={decide.isPending} onClick={() => decide.mutate(true)}>
              {MEMBER_TEXT.approve}
            </Button>
            <Button size="small" loading={decide.isPending && !decide.variables} disabled={decide.isPending} onClick={() => decide.mutate(false)}>
              {MEMBER_TEXT.reject}
            </Button>
          </View>
        </>
      ) : null}
    </View>
  );
}
