import { Text, View } from '@tarojs/components';

import { RESTRICTED_TEXT } from './not-found-text';
import { appGoods } from '../../api/store';
import { useLoad } from '../../data';
import { yuanText } from '../../domain/member/money';
import { navigate } from '../../platform/navigate';
import { PATHS } from '../../routes';
import { Button } from '../../ui/Button';

/**
 * Under a goods-whitelist denial: the app's goods on sale (GET /sku/app/goods/list/{id}), each opening its page to
 * buy it, since a purchase is what opens the app. Nothing shows while they load, when none is on sale, or if the
 * call fails: the denial says the rest.
 */
export function GoodsOffer({ appId }: { appId: string }) {
  const goods = useLoad(['app-goods', appId], () => appGoods(appId));
  if (!goods.data?.length) return null;
  return (
    <View className="ware-card" data-testid="goods-offer">
      <Text className="ware-field__label">{RESTRICTED_TEXT.buyToOpen}</Text>
      {goods.data.map((g) => (
        <Button key={g.id} size="small" onClick={() => void navigate({ url: PATHS.goods, params: { id: g.id } })}>
          {RESTRICTED_TEXT.buy(g.name, yuanText(g.price))}
        </Button>
      ))}
    </View>
  );
}
