import { Text, View } from '@tarojs/components';

import type { Order } from '../../../api/schemas/store';
import { AFTER_SALE_STATUS_TEXT, DELIVERY_STATUS_TEXT, orderStatusText, PAYMENT_STATUS_TEXT, statusText } from '../../../domain/member/order-status';
import { MEMBER_TEXT } from '../text';

/** The four §4 statuses of an order, labelled (a cancelled order says if it expired); after-sale once requested. */
export function OrderStatuses({ order }: { order: Order }) {
  const rows: [string, string, string][] = [
    ['orderStatus', MEMBER_TEXT.orderStatus, orderStatusText(order)],
    ['paymentStatus', MEMBER_TEXT.paymentStatus, statusText(PAYMENT_STATUS_TEXT, order.paymentStatus)],
    ['deliveryStatus', MEMBER_TEXT.deliveryStatus, statusText(DELIVERY_STATUS_TEXT, order.deliveryStatus)],
  ];
  if (order.afterSaleStatus) rows.push(['afterSaleStatus', MEMBER_TEXT.afterSaleStatus, statusText(AFTER_SALE_STATUS_TEXT, order.afterSaleStatus)]);
  return (
    <View className="member__buttons">
      {rows.map(([key, label, value]) => (
        <Text key={key} className="member__status" data-testid={key} aria-label={`${label} ${value}`}>
          {value}
        </Text>
      ))}
    </View>
  );
}
