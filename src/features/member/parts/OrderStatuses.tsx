import { Text, View } from '@tarojs/components';

import type { Order } from '../../../api/schemas/store';
import { AFTER_SALE_STATUS_TEXT, DELIVERY_STATUS_TEXT, orderStatusText, PAYMENT_STATUS_TEXT, statusText, statusTone } from '../../../domain/member/order-status';
import { MEMBER_TEXT } from '../text';

type Kind = 'orderStatus' | 'paymentStatus' | 'deliveryStatus' | 'afterSaleStatus';

/**
 * The four §4 statuses of an order as chips, each in the colour of its tone (waiting on the buyer, on the seller, done,
 * stopped) and always with its words (a cancelled order says if it expired); after-sale once requested.
 */
export function OrderStatuses({ order }: { order: Order }) {
  const rows: [Kind, string, string][] = [
    ['orderStatus', MEMBER_TEXT.orderStatus, orderStatusText(order)],
    ['paymentStatus', MEMBER_TEXT.paymentStatus, statusText(PAYMENT_STATUS_TEXT, order.paymentStatus)],
    ['deliveryStatus', MEMBER_TEXT.deliveryStatus, statusText(DELIVERY_STATUS_TEXT, order.deliveryStatus)],
  ];
  if (order.afterSaleStatus) rows.push(['afterSaleStatus', MEMBER_TEXT.afterSaleStatus, statusText(AFTER_SALE_STATUS_TEXT, order.afterSaleStatus)]);
  return (
    <View className="member__buttons">
      {rows.map(([key, label, value]) => (
        <Text key={key} className={`member__status member__status--${statusTone(key, order[key])}`} data-testid={key} aria-label={`${label} ${value}`}>
          {value}
        </Text>
      ))}
    </View>
  );
}
