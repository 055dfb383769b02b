/**
 * H5: the screen's share card in WeChat's browser (title, description, image and a link that reopens this screen
 * with its query), set when the screen shows and whenever its card changes. Outside WeChat nothing loads.
 */
import { useDidShow, useRouter } from '@tarojs/taro';
import { useEffect, useRef } from 'react';

import { shareCardOf, type ShareCardInput } from './share-card';
import { setupWechatShare } from './wechat-share';
import { absoluteImageUrl, shareCardLink } from '../../domain/share/share-path';

export function useShareCard(input: ShareCardInput): void {
  const here = useRouter();
  const card = shareCardOf(input, here);
  const key = JSON.stringify(card);
  const latest = useRef(card);
  latest.current = card;
  const shown = useRef(false);

  const apply = () => {
    const { title, desc, imageUrl, route, query } = latest.current;
    const origin = window.location.origin;
    void setupWechatShare({ title, desc, link: shareCardLink(origin, route, query), imgUrl: absoluteImageUrl(origin, imageUrl) });
  };
  useDidShow(() => {
    shown.current = true;
    apply();
  });
  // A card that changes while the screen shows (its data arrived) replaces the one set on show.
  useEffect(() => {
    if (shown.current) apply();
  }, [key]);
}
