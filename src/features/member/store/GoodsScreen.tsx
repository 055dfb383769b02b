import { Text, View } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';
import { useState } from 'react';

import { goodsDetail, placeOrder } from '../../../api/store';
import { invalidate, useChange, useLoad } from '../../../data';
import { yuanText } from '../../../domain/member/money';
import { orderQuantity } from '../../../domain/member/quantity';
import { newRequestId } from '../../../stores/form-fill';
import { Button } from '../../../ui/Button';
import { Loaded } from '../../../ui/Loaded';
import { Screen } from '../../../ui/Screen';
import { offerSubscription } from '../../notify';
import { paramOf } from '../../records';
import { useShareCard } from '../../share';
import { Field } from '../parts/Field';
import { MEMBER_PATHS } from '../paths';
import { MEMBER_TEXT } from '../text';
import '../member.css';

/**
 * Goods (/memberCenter/goods?id=, an addition): the goods' price, stock and introduction, and placing an order for
 * it with the quantity and the delivery address; the total adds the store's freight. Short stock is said here.
 */
export default function Goods() {
  const id = paramOf(useRouter().params.id) ?? '';
  const goods = useLoad(['store', 'goods-detail', id], () => goodsDetail(id), { enabled: !!id, freshFor: 0 });
  useShareCard({ title: goods.data?.name, desc: goods.data?.intro });
  const [quantity, setQuantity] = useState('1');
  const [location, setLocation] = useState('');
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // One key per order being placed: a retry of the same order (a lost answer, a double tap) places it once.
  const [requestId, setRequestId] = useState<string | null>(null);
  const order = useChange({
    mutationFn: placeOrder,
    onSuccess: (placed) => {
      setRequestId(null);
      void invalidate(['store']);
      void Taro.redirectTo({ url: `${MEMBER_PATHS.order}?id=${encodeURIComponent(placed.id)}` });
    },
  });

  // Another order (other quantity or address) is another key.
  const changed = (set: (v: string) => void) => (v: string) => {
    set(v);
    setRequestId(null);
  };
  const count = orderQuantity(quantity);
  const submit = async () => {
    if (!goods.data) return;
    if (count === null) return setProblem(MEMBER_TEXT.quantityInvalid);
    if (!location.trim() || !details.trim()) return setProblem(MEMBER_TEXT.addressMissing);
    setProblem(null);
    void offerSubscription('ORDER_STATUS');
    const key = requestId ?? (await newRequestId());
    setRequestId(key);
    order.mutate({ storeId: goods.data.store.id, lines: [{ goodsId: goods.data.id, quantity: count }], address: { location: location.trim(), details: details.trim() }, requestId: key });
  };

  return (
    <Screen className="member">
      <Loaded load={goods} failed={MEMBER_TEXT.goodsFailed}>
        {(g) => (
          <>
            <View className="ware-card" data-testid="goods-detail">
              <Text className="member__card-title">{g.name}</Text>
              <Text className="member__meta">
                <Text className="member__price">{`¥${yuanText(g.price)}`}</Text>
                {` · ${g.stock > 0 ? `${MEMBER_TEXT.stock} ${g.stock}` : MEMBER_TEXT.soldOut}`}
              </Text>
              <Text className="member__meta">{`${g.store.name} · ${MEMBER_TEXT.freight} ¥${yuanText(g.store.freight)}`}</Text>
              {g.intro ? <Text className="member__meta">{g.intro}</Text> : null}
            </View>
            <Field name="quantity" label={MEMBER_TEXT.quantity} type="number" value={quantity} onChange={changed(setQuantity)} maxLength={2} />
            <Field name="location" label={MEMBER_TEXT.location} value={location} onChange={changed(setLocation)} maxLength={100} />
            <Field name="details" label={MEMBER_TEXT.details} value={details} onChange={changed(setDetails)} maxLength={200} />
            <Text className="member__section" data-testid="total">{`${MEMBER_TEXT.total} ¥${yuanText(g.price * (count ?? 0) + g.store.freight)}`}</Text>
            {problem || order.isError ? (
              <View role="alert">
                <Text className="member__problem">{problem ?? order.error?.message}</Text>
              </View>
            ) : null}
            <Button type="primary" block disabled={g.stock < 1 || order.isPending} loading={order.isPending} onClick={() => void submit()}>
              {g.stock < 1 ? MEMBER_TEXT.soldOut : MEMBER_TEXT.placeOrder}
            </Button>
          </>
        )}
      </Loaded>
    </Screen>
  );
}
