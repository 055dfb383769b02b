import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';

import { cancelOrders } from './cancel-orders';
import { PayButton } from './PayButton';
import type { Order } from '../../../api/schemas/store';
import { myOrdersPage } from '../../../api/store';
import { invalidate, rowsOf, usePagedLoad, usePullToRefresh, useReloadOnShow } from '../../../data';
import { yuanText } from '../../../domain/member/money';
import { goodsSummary, orderActions, ORDER_TABS } from '../../../domain/member/order-status';
import { dateDisplay } from '../../../domain/time/date-display';
import { controlA11y, pressable } from '../../../ui/a11y';
import { Button } from '../../../ui/Button';
import { ChoiceMark } from '../../../ui/ChoiceMark';
import { Empty } from '../../../ui/Empty';
import { Loaded } from '../../../ui/Loaded';
import { Picture } from '../../../ui/Picture';
import { Screen } from '../../../ui/Screen';
import { BatchReportNote, SelectBar, useBatchSelect, type BatchAction, type BatchSelect } from '../crm/BatchSelect';
import { MoreButton } from '../parts/MoreButton';
import { OrderStatuses } from '../parts/OrderStatuses';
import { pageOf } from '../parts/paging';
import { MEMBER_PATHS } from '../paths';
import { MEMBER_TEXT } from '../text';
import '../member.css';

/** 批量取消 on the unpaid tab: asked once more (the stock is released), then each chosen order cancelled. */
const CANCEL_ACTION: BatchAction<true> = {
  label: MEMBER_TEXT.cancelOrder,
  verb: '取消',
  decide: async (count) => ((await Taro.showModal({ title: MEMBER_TEXT.cancelOrder, content: MEMBER_TEXT.cancelOrdersConfirm(count) })).confirm ? true : null),
  run: (ids) => cancelOrders(ids),
};

/**
 * My orders (/memberCenter/orders, an addition): by status tab, newest first; each card shows the goods, when it was
 * ordered, the amount and its §4 statuses, and offers 去支付 while something is due. On the unpaid tab a select mode
 * cancels several at once and says which stayed and why.
 */
export default function Orders() {
  const [tab, setTab] = useState<(typeof ORDER_TABS)[number]>(ORDER_TABS[0]);
  const orders = usePagedLoad(['store', 'orders', tab.key], async (page) => pageOf(await myOrdersPage(tab.query, page), page), { freshFor: 0 });
  usePullToRefresh(orders);
  useReloadOnShow(orders);
  const open = (id: string) => void Taro.navigateTo({ url: `${MEMBER_PATHS.order}?id=${encodeURIComponent(id)}` });
  const select = useBatchSelect({ rows: rowsOf(orders).map((o) => ({ id: o.id, name: `${MEMBER_TEXT.orderCode} ${o.code}` })), action: CANCEL_ACTION, done: () => invalidate(['store']) });
  const choosing = select.on && tab.key === 'unpaid';

  return (
    <Screen className="member">
      <View className="member__buttons">
        {ORDER_TABS.map((t) => (
          <Button
            key={t.key}
            size="small"
            type={t.key === tab.key ? 'primary' : 'default'}
            onClick={() => {
              select.stop();
              setTab(t);
            }}
          >
            {t.label}
          </Button>
        ))}
      </View>
      {tab.key === 'unpaid' && !choosing && rowsOf(orders).length > 0 ? (
        <Button size="small" onClick={select.start}>
          {MEMBER_TEXT.select}
        </Button>
      ) : null}
      {select.report && tab.key === 'unpaid' ? <BatchReportNote report={select.report} /> : null}
      <Loaded load={orders} failed={MEMBER_TEXT.ordersFailed}>
        {() =>
          rowsOf(orders).length === 0 ? (
            <Empty description={MEMBER_TEXT.noOrders} />
          ) : (
            <View role={choosing ? 'group' : 'list'}>
              {rowsOf(orders).map((o) => (choosing ? <ChoosableOrder key={o.id} order={o} select={select} /> : <OrderCard key={o.id} order={o} onOpen={() => open(o.id)} />))}
            </View>
          )
        }
      </Loaded>
      <MoreButton load={orders} />
      {choosing ? <SelectBar select={select} total={rowsOf(orders).length} /> : null}
    </Screen>
  );
}

/** An order in the select mode: a checkbox named by its code, with its goods and amount. */
function ChoosableOrder({ order: o, select }: { order: Order; select: BatchSelect }) {
  const name = `${MEMBER_TEXT.orderCode} ${o.code}`;
  const on = select.chosen.has(o.id);
  return (
    <View className="ware-card member__choosable" data-testid="order" {...controlA11y.choice('checkbox', name, on, false, () => select.toggle(o.id))} onClick={() => select.toggle(o.id)}>
      <ChoiceMark several on={on} />
      <View>
        <Text className="member__card-title">{goodsSummary(o.lines).name || o.store.name}</Text>
        <Text className="member__meta">{`${name} · ¥${yuanText(o.amount)}`}</Text>
      </View>
    </View>
  );
}

/** One order of the list: opens its detail; 去支付 asks once more and pays without opening it. */
function OrderCard({ order: o, onOpen }: { order: Order; onOpen: () => void }) {
  const goods = goodsSummary(o.lines);
  return (
    <View className="ware-card" role="listitem" data-testid="order" onClick={onOpen}>
      <View className="member__card-head">
        <Text className="member__meta">{o.store.name}</Text>
        <Text className="member__meta" data-testid="order-date">
          {dateDisplay(o.createdAt, 'YYYY-MM-DD HH:mm')}
        </Text>
      </View>
      <View className="member__media">
        <Picture className="member__thumb" src={o.lines[0]?.picUrl} name={goods.name || o.store.name} />
        <View className="member__media-body">
          <Text className="member__card-title" data-testid="order-goods" {...pressable(onOpen, `${goods.name || o.store.name} ${MEMBER_TEXT.orderCode} ${o.code}`)}>
            {goods.name || o.store.name}
          </Text>
          <Text className="member__meta">{`${MEMBER_TEXT.orderCode} ${o.code}`}</Text>
          <OrderStatuses order={o} />
        </View>
      </View>
      <View className="member__card-foot">
        <Text className="member__meta" data-testid="order-amount">
          {MEMBER_TEXT.countAndAmount(goods.count)}
          <Text className="member__price">{`¥${yuanText(o.amount)}`}</Text>
        </Text>
        {orderActions(o).pay ? <PayButton order={o} label={MEMBER_TEXT.goPay} size="small" /> : null}
      </View>
    </View>
  );
}
