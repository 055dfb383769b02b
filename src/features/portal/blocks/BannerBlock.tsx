import { Image, Text, View } from '@tarojs/components';
import { useDidHide, useDidShow } from '@tarojs/taro';
import { useEffect, useRef, useState } from 'react';

import { BlockFrame } from './BlockFrame';
import { SWIPER_INTERVAL_MS, type KnownBlock } from '../../../domain/portal';
import { imageAlt, pressable } from '../../../ui/a11y';
import { openLink } from '../links';
import { PORTAL_TEXT } from '../text';

type Banner = Extract<KnownBlock, { type: 'banner' }>;

/** How far a finger must travel sideways for a swipe to change the slide. */
const SWIPE_PX = 40;

type Touches = { touches?: { clientX: number }[]; changedTouches?: { clientX: number }[] };

/**
 * The banner carousel: advances every 3,000 ms (spec §9 swiper interval) and wraps around; a swipe or a dot changes the
 * slide (and restarts the wait); a tap follows the slide's link. A track of slides moved by CSS, not Taro's Swiper:
 * in H5 that one brings the swiper library into the app's first script, far over the first route's size budget.
 */
export function BannerBlock({ block }: { block: Banner }) {
  const n = block.items.length;
  const [current, setCurrent] = useState(0);
  const [shown, setShown] = useState(true);
  const [tick, setTick] = useState(0);
  const touchX = useRef<number | null>(null);
  useDidShow(() => setShown(true));
  useDidHide(() => setShown(false));
  useEffect(() => {
    if (n < 2 || !shown) return undefined;
    const timer = setInterval(() => setCurrent((c) => (c + 1) % n), SWIPER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [n, shown, tick]);
  if (n === 0) return null;
  const go = (index: number) => {
    setCurrent(((index % n) + n) % n);
    setTick((t) => t + 1);
  };
  return (
    <BlockFrame type="banner" title={block.title}>
      <View
        className="portal-banner"
        data-testid="portal-banner"
        data-current={current}
        onTouchStart={(e) => {
          touchX.current = (e as unknown as Touches).touches?.[0]?.clientX ?? null;
        }}
        onTouchEnd={(e) => {
          const start = touchX.current;
          const end = (e as unknown as Touches).changedTouches?.[0]?.clientX;
          touchX.current = null;
          if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
          go(end < start ? current + 1 : current - 1);
        }}
        role="region" aria-roledescription="carousel" aria-label={PORTAL_TEXT.banner}
      >
        <View className="portal-banner__track" style={{ width: `${n * 100}%`, transform: `translateX(-${(current * 100) / n}%)` }}>
          {block.items.map((item, i) => {
            const label = PORTAL_TEXT.slide.replace('{i}', String(i + 1)).replace('{n}', String(n)).replace('{title}', item.title);
            const open = () => openLink(item.link);
            return (
              <View
                key={`${item.fileId}-${i}`}
                className="portal-banner__item"
                style={{ width: `${100 / n}%` }}
                onClick={open}
                {...pressable(open, label)}
                // A slide out of view is hidden from screen readers and out of the tab order (the dots reach it).
                aria-hidden={i !== current} tabIndex={i === current ? 0 : -1}
                data-testid="portal-banner-item"
              >
                <Image className="portal-banner__image" src={item.image} mode="aspectFill" {...imageAlt('')} />
                {item.title ? <Text className="portal-banner__title">{item.title}</Text> : null}
              </View>
            );
          })}
        </View>
        {n > 1 ? (
          <View className="portal-banner__dots">
            {block.items.map((item, i) => (
              <View
                key={`dot-${i}`}
                className={i === current ? 'portal-banner__dot portal-banner__dot--on' : 'portal-banner__dot'}
                onClick={() => go(i)}
                {...pressable(() => go(i), PORTAL_TEXT.slide.replace('{i}', String(i + 1)).replace('{n}', String(n)).replace('{title}', item.title))}
              />
            ))}
          </View>
        ) : null}
      </View>
    </BlockFrame>
  );
}
