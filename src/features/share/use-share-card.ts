/**
 * The mini program's share menus of a screen: "send to a chat" with a path that reopens this screen with its query,
 * and "share to the timeline" with the same query (WeChat reopens the shared page itself, in single-page mode). The
 * page's config must switch both on (enableShareAppMessage / enableShareTimeline).
 */
import { useRouter, useShareAppMessage, useShareTimeline } from '@tarojs/taro';
import { useRef } from 'react';

import { shareCardOf, type ShareCardInput } from './share-card';
import { timelineQuery } from '../../domain/share/share-path';

export function useShareCard(input: ShareCardInput): void {
  const here = useRouter();
  const card = useRef(shareCardOf(input, here));
  card.current = shareCardOf(input, here);
  useShareAppMessage(() => {
    const { title, path, imageUrl } = card.current;
    return imageUrl ? { title, path, imageUrl } : { title, path };
  });
  useShareTimeline(() => {
    const { title, query, imageUrl } = card.current;
    return imageUrl ? { title, query: timelineQuery(query), imageUrl } : { title, query: timelineQuery(query) };
  });
}
