import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';

import { articleList, articlesByIds } from '../../../api/portal';
import { useLoad } from '../../../data';
import { buildUrl } from '../../../domain/navigation';
import type { KnownBlock } from '../../../domain/portal';
import { PATHS } from '../../../routes';
import { pressable } from '../../../ui/a11y';
import { PORTAL_TEXT } from '../text';
import { BlockEmpty, BlockFrame, BlockLoaded } from './BlockFrame';

type Articles = Extract<KnownBlock, { type: 'articles' }>;

const openArticle = (id: string) => void Taro.navigateTo({ url: buildUrl(PATHS.communityDetail, { id }) });
const openCommunity = () => void Taro.navigateTo({ url: PATHS.communityLists });

/** The article list: the articles the block names (`list/ids`), or the newest `size` of the organisation (`list`). */
export function ArticlesBlock({ block }: { block: Articles }) {
  const load = useLoad(['portal', 'articles', block.id, block.articleIds, block.size], async () =>
    block.articleIds.length > 0 ? articlesByIds(block.articleIds) : (await articleList({ page: 1, size: block.size })).content,
  );
  return (
    <BlockFrame type="articles" title={block.title || PORTAL_TEXT.articles}>
      <BlockLoaded load={load}>
        {(articles) => (
          <View className="portal-list">
            {articles.length === 0 ? <BlockEmpty text={PORTAL_TEXT.noArticles} /> : null}
            {articles.map((a) => (
              <View key={a.id} className="portal-list__row" data-testid="portal-article" onClick={() => openArticle(a.id)} {...pressable(() => openArticle(a.id))}>
                <Text className="portal-list__title">{a.title}</Text>
                <Text className="portal-list__meta">{PORTAL_TEXT.reads.replace('{x}', String(a.readCount))}</Text>
              </View>
            ))}
            <Text className="portal-list__more" onClick={openCommunity} {...pressable(openCommunity, PORTAL_TEXT.more)}>
              {PORTAL_TEXT.more}
            </Text>
          </View>
        )}
      </BlockLoaded>
    </BlockFrame>
  );
}
