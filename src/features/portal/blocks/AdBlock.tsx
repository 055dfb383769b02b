import { Image, Text, View } from '@tarojs/components';

import { adsByUniqueKey } from '../../../api/portal';
import { useLoad } from '../../../data';
import type { KnownBlock } from '../../../domain/portal';
import { imageAlt, pressable } from '../../../ui/a11y';
import { openLink } from '../links';
import { PORTAL_TEXT } from '../text';
import { BlockFrame, BlockLoaded } from './BlockFrame';

type Ad = Extract<KnownBlock, { type: 'ad' }>;

/** An advert slot (`/ad/adSlot/findAdsByUniqueKey`): its adverts' images; a tap follows the advert's link. */
export function AdBlock({ block }: { block: Ad }) {
  const load = useLoad(['portal', 'ad', block.uniqueKey], () => adsByUniqueKey(block.uniqueKey), { enabled: !!block.uniqueKey });
  return (
    <BlockFrame type="ad" title={block.title}>
      <BlockLoaded load={load}>
        {(slot) => (
          <View className="portal-ads">
            {slot.ads.map((ad) => (
              <View key={ad.id} className="portal-ads__item" data-testid="portal-ad" onClick={() => openLink(ad.link)} {...pressable(() => openLink(ad.link))}>
                {/* Named by what it shows (广告 and the title); the picture illustrates the title. */}
                <Image className="portal-ads__image" src={ad.image} mode="aspectFill" {...imageAlt('')} />
                <Text className="ware-image-badge portal-ads__tag">{PORTAL_TEXT.ad}</Text>
                <Text className="portal-ads__title">{ad.title}</Text>
              </View>
            ))}
          </View>
        )}
      </BlockLoaded>
    </BlockFrame>
  );
}
