import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';

import { storeGoodsPage, storeList } from '../../../api/store';
import { rowsOf, useLoad, usePagedLoad, usePullToRefresh } from '../../../data';
import { yuanText } from '../../../domain/member/money';
import { pressable } from '../../../ui/a11y';
import { Button } from '../../../ui/Button';
import { Empty } from '../../../ui/Empty';
import { KeywordInput } from '../../../ui/KeywordInput';
import { Loaded } from '../../../ui/Loaded';
import { Picture } from '../../../ui/Picture';
import { Screen } from '../../../ui/Screen';
import { useShareCard } from '../../share';
import { MoreButton } from '../parts/MoreButton';
import { pageOf } from '../parts/paging';
import { MEMBER_PATHS } from '../paths';
import { MEMBER_TEXT } from '../text';
import '../member.css';

/** Store (/memberCenter/store, an addition): the organisation's stores and the goods of the chosen one, searchable. */
export default function Store() {
  const stores = useLoad(['store', 'stores'], storeList);
  useShareCard({ title: MEMBER_TEXT.store });
  const [chosen, setChosen] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const storeId = chosen ?? stores.data?.[0]?.id ?? null;
  const goods = usePagedLoad(['store', 'goods', storeId, keyword], async (page) => pageOf(await storeGoodsPage(storeId!, page, keyword), page), {
    enabled: !!storeId,
    freshFor: 0,
  });
  usePullToRefresh(stores, goods);
  const open = (id: string) => void Taro.navigateTo({ url: `${MEMBER_PATHS.goods}?id=${encodeURIComponent(id)}` });

  return (
    <Screen className="member">
      <Loaded load={stores} failed={MEMBER_TEXT.storesFailed}>
        {(list) =>
          list.length === 0 ? (
            <Empty description={MEMBER_TEXT.noStores} />
          ) : (
            <>
              <View className="member__buttons">
                {list.map((s) => (
                  <Button key={s.id} size="small" type={s.id === storeId ? 'primary' : 'default'} onClick={() => setChosen(s.id)}>
                    {s.name}
                  </Button>
                ))}
              </View>
              <View className="member__search">
                <KeywordInput name="goodsKeyword" label={MEMBER_TEXT.searchGoods} value={draft} onChange={setDraft} onSearch={() => setKeyword(draft.trim())} />
              </View>
              <Loaded load={goods} failed={MEMBER_TEXT.goodsFailed}>
                {() =>
                  rowsOf(goods).length === 0 ? (
                    <Empty description={MEMBER_TEXT.noGoods} />
                  ) : (
                    <View role="list">
                      {rowsOf(goods).map((g) => (
                        <View key={g.id} className="ware-card" role="listitem" data-testid="goods" onClick={() => open(g.id)}>
                          <View className="member__media">
                            <Picture className="member__thumb" src={g.picUrl} name={g.name} />
                            <View className="member__media-body">
                              <Text className="member__card-title" {...pressable(() => open(g.id), g.name)}>
                                {g.name}
                              </Text>
                              <Text className="member__meta">
                                <Text className="member__price">{`¥${yuanText(g.price)}`}</Text>
                                {` · ${g.stock > 0 ? `${MEMBER_TEXT.stock} ${g.stock}` : MEMBER_TEXT.soldOut}`}
                              </Text>
                            </View>
                          </View>
                        </View>
                      ))}
                    </View>
                  )
                }
              </Loaded>
              <MoreButton load={goods} />
            </>
          )
        }
      </Loaded>
    </Screen>
  );
}
