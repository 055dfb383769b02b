/**
 * H5: the screen's share card in WeChat's browser (title, description, image and a link that reopens this screen
 * with its query), set when the screen mounts or shows and whenever its card changes. Outside WeChat nothing loads.
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

  const apply = () => {
    const { title, desc, imageUrl, route, query } = latest.current;
    const origin = window.location.origin;
    void setupWechatShare({ title, desc, link: shareCardLink(origin, route, query), imgUrl: absoluteImageUrl(origin, imageUrl) });
  };
  // Set again whenever the page shows (coming back to it from another screen set another card).
  useDidShow(apply);
  // Set on mount too: a screen behind the access gate mounts after its page's first show. A card that changes (its
  // data arrived) replaces the one set before.
  useEffect(apply, [key]);
}
