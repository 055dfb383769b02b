import { Image, Text, View } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';
import { useState } from 'react';

import { preUpload, type UploadedFile } from '../../../api/storage';
import { applyRefund, orderDetail } from '../../../api/store';
import { invalidate, useChange, useLoad } from '../../../data';
import { fenOf, refundProblem, yuanText } from '../../../domain/member/money';
import { paramOf } from '../../../domain/routing/page-option';
import { chooseImages } from '../../../platform/upload';
import { Button } from '../../../ui/Button';
import { Loaded } from '../../../ui/Loaded';
import { Screen } from '../../../ui/Screen';
import { offerSubscription } from '../../notify';
import { Field } from '../parts/Field';
import { MEMBER_PATHS } from '../paths';
import { MEMBER_TEXT } from '../text';
import '../member.css';

const MAX_PHOTOS = 9;

/**
 * Apply for after-sales (/afterSales/apply?orderId=, an addition): a refund on a paid order with its reason, an
 * amount of at most what is left to refund (paid less refunds approved; checked here and by the server), and photos
 * through the upload service. The amount starts as a real value, the whole refundable sum (the usual request), not a
 * grey placeholder that looks filled and is not.
 */
export default function ApplyAfterSale() {
  const orderId = paramOf(useRouter().params.orderId) ?? '';
  const order = useLoad(['store', 'order', orderId], () => orderDetail(orderId), { enabled: !!orderId });
  const [reason, setReason] = useState('');
  /** Null until the user types: the whole refundable sum stands. */
  const [amount, setAmount] = useState<string | null>(null);
  const [photos, setPhotos] = useState<UploadedFile[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useChange({
    mutationFn: async () => Promise.all((await chooseImages(MAX_PHOTOS - photos.length)).map((f) => preUpload(f))),
    onSuccess: (added) => setPhotos((had) => [...had, ...added].slice(0, MAX_PHOTOS)),
  });
  const send = useChange({
    mutationFn: applyRefund,
    onSuccess: () => {
      void invalidate(['store']);
      void Taro.redirectTo({ url: MEMBER_PATHS.afterSales });
    },
  });

  const submit = (refundable: number) => {
    const typed = amount ?? yuanText(refundable);
    const wrong = !reason.trim() ? MEMBER_TEXT.reasonMissing : refundProblem(typed, refundable);
    setProblem(wrong);
    if (wrong) return;
    void offerSubscription('AFTER_SALE_STATUS');
    send.mutate({ orderId, reason: reason.trim(), amount: fenOf(typed)!, photos: photos.map((p) => p.fileId) });
  };
  const refundableOf = (o: { paidAmount: number; refundedAmount: number }) => Math.max(0, o.paidAmount - o.refundedAmount);

  return (
    <Screen className="member">
      <Loaded load={order} failed={MEMBER_TEXT.orderFailed}>
        {(o) => (
          <>
            <View className="ware-card">
              <Text className="member__card-title">{o.store.name}</Text>
              <Text className="member__meta">{`${MEMBER_TEXT.orderCode} ${o.code}`}</Text>
              <Text className="member__meta">{`${MEMBER_TEXT.paid} ¥${yuanText(o.paidAmount)}`}</Text>
            </View>
            <Field name="reason" label={MEMBER_TEXT.reason} value={reason} onChange={setReason} maxLength={200} />
            <Field name="amount" label={MEMBER_TEXT.refundAmount} type="digit" value={amount ?? yuanText(refundableOf(o))} onChange={setAmount} maxLength={12} />
            <Text className="member__meta">{MEMBER_TEXT.photos}</Text>
            <View className="member__buttons" data-testid="photos">
              {photos.map((p) => (
                <Image key={p.fileId} src={p.url} style={{ width: '64px', height: '64px' }} mode="aspectFill" aria-label={p.name} />
              ))}
              {photos.length < MAX_PHOTOS ? (
                <Button size="small" loading={upload.isPending} disabled={upload.isPending} onClick={() => upload.mutate()}>
                  {upload.isPending ? MEMBER_TEXT.uploading : MEMBER_TEXT.addPhotos}
                </Button>
              ) : null}
            </View>
            {problem || send.isError || upload.isError ? (
              <View role="alert">
                <Text className="member__problem">{problem ?? send.error?.message ?? MEMBER_TEXT.uploadFailed}</Text>
              </View>
            ) : null}
            <Button type="primary" block loading={send.isPending} disabled={send.isPending || upload.isPending} onClick={() => submit(refundableOf(o))}>
              {MEMBER_TEXT.submitRefund}
            </Button>
          </>
        )}
      </Loaded>
    </Screen>
  );
}
