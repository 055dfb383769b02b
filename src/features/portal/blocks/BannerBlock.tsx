import { Image, Swiper, SwiperItem, Text, View } from '@tarojs/components';
import { useState } from 'react';

import { SWIPER_INTERVAL_MS, type KnownBlock } from '../../../domain/portal';
import { pressable } from '../../../ui/a11y';
import { openLink } from '../links';
import { PORTAL_TEXT } from '../text';
import { BlockFrame } from './BlockFrame';

type Banner = Extract<KnownBlock, { type: 'banner' }>;

/** The banner carousel: autoplay every 3,000 ms (spec §9 swiper interval), endless, dots; a tap follows its link. */
export function BannerBlock({ block }: { block: Banner }) {
  const [current, setCurrent] = useState(0);
  if (block.items.length === 0) return null;
  const n = block.items.length;
  return (
    <BlockFrame type="banner" title={block.title}>
      <Swiper
        className="portal-banner"
        autoplay={n > 1}
        interval={SWIPER_INTERVAL_MS}
        circular={n > 1}
        indicatorDots={n > 1}
        onChange={(e) => setCurrent(e.detail.current)}
        data-testid="portal-banner"
        data-current={current}
      >
        {block.items.map((item, i) => {
          const label = PORTAL_TEXT.slide.replace('{i}', String(i + 1)).replace('{n}', String(n)).replace('{title}', item.title);
          const open = () => openLink(item.link);
          return (
            <SwiperItem key={`${item.fileId}-${i}`}>
              <View className="portal-banner__item" onClick={open} {...pressable(open, label)} data-testid="portal-banner-item">
                <Image className="portal-banner__image" src={item.image} mode="aspectFill" />
                {item.title ? <Text className="portal-banner__title">{item.title}</Text> : null}
              </View>
            </SwiperItem>
          );
        })}
      </Swiper>
    </BlockFrame>
  );
}
