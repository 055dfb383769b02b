import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';

import { OrderForm } from './OrderForm';
import { goodsDetail } from '../../../api/store';
import { useLoad } from '../../../data';
import { yuanText } from '../../../domain/member/money';
import { paramOf } from '../../../domain/routing/page-option';
import { Loaded } from '../../../ui/Loaded';
import { Picture } from '../../../ui/Picture';
import { Screen } from '../../../ui/Screen';
import { useShareCard } from '../../share';
import { MEMBER_TEXT } from '../text';
import '../member.css';

/**
 * Goods (/memberCenter/goods?id=, an addition): the goods' price, stock and introduction, and the form that places an
 * order for it (OrderForm). Short stock is said here.
 */
export default function Goods() {
  const id = paramOf(useRouter().params.id) ?? '';
  const goods = useLoad(['store', 'goods-detail', id], () => goodsDetail(id), { enabled: !!id, freshFor: 0 });
  useShareCard({ title: goods.data?.name, desc: goods.data?.intro });

  return (
    <Screen className="member">
      <Loaded load={goods} failed={MEMBER_TEXT.goodsFailed}>
        {(g) => (
          <>
            <View className="ware-card" data-testid="goods-detail">
              <Picture className="member__picture" src={g.picUrl} name={g.name} alt={g.name} />
              <Text className="member__card-title">{g.name}</Text>
              <Text className="member__meta">
                <Text className="member__price">{`¥${yuanText(g.price)}`}</Text>
                {` · ${g.stock > 0 ? `${MEMBER_TEXT.stock} ${g.stock}` : MEMBER_TEXT.soldOut}`}
              </Text>
              <Text className="member__meta">{`${g.store.name} · ${MEMBER_TEXT.freight} ¥${yuanText(g.store.freight)}`}</Text>
              {g.intro ? <Text className="member__meta">{g.intro}</Text> : null}
            </View>
            <OrderForm goods={g} />
          </>
        )}
      </Loaded>
    </Screen>
  );
}
