import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';

import { myOrdersPage } from '../../../api/store';
import { rowsOf, usePagedLoad, usePullToRefresh, useReloadOnShow } from '../../../data';
import { yuanText } from '../../../domain/member/money';
import { ORDER_TABS } from '../../../domain/member/order-status';
import { pressable } from '../../../ui/a11y';
import { Button } from '../../../ui/Button';
import { Empty } from '../../../ui/Empty';
import { Loaded } from '../../../ui/Loaded';
import { Screen } from '../../../ui/Screen';
import { MoreButton } from '../parts/MoreButton';
import { OrderStatuses } from '../parts/OrderStatuses';
import { pageOf } from '../parts/paging';
import { MEMBER_PATHS } from '../paths';
import { MEMBER_TEXT } from '../text';
import '../member.css';

/** My orders (/memberCenter/orders, an addition): by status tab, newest first, each with its §4 statuses. */
export default function Orders() {
  const [tab, setTab] = useState<(typeof ORDER_TABS)[number]>(ORDER_TABS[0]);
  const orders = usePagedLoad(['store', 'orders', tab.key], async (page) => pageOf(await myOrdersPage(tab.query, page), page), { freshFor: 0 });
  usePullToRefresh(orders);
  useReloadOnShow(orders);
  const open = (id: string) => void Taro.navigateTo({ url: `${MEMBER_PATHS.order}?id=${encodeURIComponent(id)}` });

  return (
    <Screen className="member">
      <View className="member__buttons">
        {ORDER_TABS.map((t) => (
          <Button key={t.key} size="small" type={t.key === tab.key ? 'primary' : 'default'} onClick={() => setTab(t)}>
            {t.label}
          </Button>
        ))}
      </View>
      <Loaded load={orders} failed={MEMBER_TEXT.ordersFailed}>
        {() =>
          rowsOf(orders).length === 0 ? (
            <Empty description={MEMBER_TEXT.noOrders} />
          ) : (
            <View role="list">
              {rowsOf(orders).map((o) => (
                <View key={o.id} className="ware-card" role="listitem" data-testid="order" onClick={() => open(o.id)}>
                  <Text className="member__card-title" {...pressable(() => open(o.id), `${o.store.name} ${MEMBER_TEXT.orderCode} ${o.code}`)}>
                    {o.store.name}
                  </Text>
                  <Text className="member__meta">{`${MEMBER_TEXT.orderCode} ${o.code}`}</Text>
                  <Text className="member__meta">{`${MEMBER_TEXT.amount} ¥${yuanText(o.amount)}`}</Text>
                  <OrderStatuses order={o} />
                </View>
              ))}
            </View>
          )
        }
      </Loaded>
      <MoreButton load={orders} />
    </Screen>
  );
}
