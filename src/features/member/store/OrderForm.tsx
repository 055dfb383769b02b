import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';

import type { GoodsDetail } from '../../../api/schemas/store';
import { placeOrder } from '../../../api/store';
import { invalidate, useChange } from '../../../data';
import { NUMBER_BOX_MIN } from '../../../domain/constants';
import type { AddressValue } from '../../../domain/form-engine/relations';
import { yuanText } from '../../../domain/member/money';
import { orderQuantity, quantityMax } from '../../../domain/member/quantity';
import { orderAddress, orderAddressProblem, RECEIVER_NAME_MAX } from '../../../domain/member/receiver';
import { newRequestId } from '../../../stores/form-fill';
import { Button } from '../../../ui/Button';
import { InputNumber } from '../../../ui/InputNumber';
import { AreaAddress } from '../../form-renderer';
import { offerSubscription } from '../../notify';
import { Field } from '../parts/Field';
import { MEMBER_PATHS } from '../paths';
import { MEMBER_TEXT } from '../text';

/** Province, city and district: the delivery address is chosen down to the district, as the form's address control. */
const AREA_LEVELS = 3;

/**
 * Placing an order for the goods: quantity in a number box (min 1, at most the stock), the delivery area from the
 * area sheet (the form engine's address control) with the street address, the receiver and a mobile number. The
 * total adds the store's freight. Short stock and other refusals are said beside the button.
 */
export function OrderForm({ goods: g }: { goods: GoodsDetail }) {
  const [quantity, setQuantity] = useState(NUMBER_BOX_MIN);
  const [address, setAddress] = useState<AddressValue>({ location: [], codes: [], details: '' });
  const [receiver, setReceiver] = useState('');
  const [phone, setPhone] = useState('');
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
  // Another order (other quantity, address or receiver) is another key.
  const changed =
    <V,>(set: (v: V) => void) =>
    (v: V) => {
      set(v);
      setRequestId(null);
    };
  const count = orderQuantity(quantity, g.stock);
  const place = { area: address.location, levels: AREA_LEVELS, details: address.details, receiver, phone };

  const submit = async () => {
    if (count === null) return setProblem(MEMBER_TEXT.quantityInvalid);
    const wrong = orderAddressProblem(place);
    if (wrong) return setProblem(wrong);
    setProblem(null);
    void offerSubscription('ORDER_STATUS');
    const key = requestId ?? (await newRequestId());
    setRequestId(key);
    order.mutate({ storeId: g.store.id, lines: [{ goodsId: g.id, quantity: count }], address: orderAddress(place), requestId: key });
  };

  return (
    <View data-testid="order-form">
      <View className="ware-field">
        <Text className="ware-field__label">{MEMBER_TEXT.quantity}</Text>
        <InputNumber id="member-quantity" label={MEMBER_TEXT.quantity} value={quantity} min={NUMBER_BOX_MIN} max={quantityMax(g.stock)} disabled={g.stock < 1} onChange={changed(setQuantity)} />
      </View>
      <View className="ware-field">
        <Text className="ware-field__label">{MEMBER_TEXT.location}</Text>
        <AreaAddress id="member-address" label={MEMBER_TEXT.location} levels={AREA_LEVELS} value={address} readOnly={false} onChange={changed(setAddress)} onBlur={() => undefined} />
      </View>
      <Field name="receiver" label={MEMBER_TEXT.receiver} value={receiver} onChange={changed(setReceiver)} maxLength={RECEIVER_NAME_MAX} />
      <Field name="phone" label={MEMBER_TEXT.receiverPhone} type="number" value={phone} onChange={changed(setPhone)} maxLength={11} />
      <Text className="member__section" data-testid="total">{`${MEMBER_TEXT.total} ¥${yuanText(g.price * (count ?? 0) + g.store.freight)}`}</Text>
      {problem || order.isError ? (
        <View role="alert">
          <Text className="member__problem">{problem ?? order.error?.message}</Text>
        </View>
      ) : null}
      <Button type="primary" block disabled={g.stock < 1 || order.isPending} loading={order.isPending} onClick={() => void submit()}>
        {g.stock < 1 ? MEMBER_TEXT.soldOut : MEMBER_TEXT.placeOrder}
      </Button>
    </View>
  );
}
