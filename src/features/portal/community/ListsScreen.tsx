import { Text, View } from '@tarojs/components';
import Taro, { useReachBottom } from '@tarojs/taro';
import { useState } from 'react';

import { Album } from './Album';
import { COMMUNITY_TEXT } from './text';
import { hostSessionReady } from '../../../api/host-session';
import { articleList, type ArticleQuery } from '../../../api/portal';
import type { ArticleSummary } from '../../../api/schemas/portal';
import { rowsOf, usePagedLoad, usePullToRefresh, useReloadOnShow } from '../../../data';
import { buildUrl } from '../../../domain/navigation';
import { dateDisplay } from '../../../domain/time/date-display';
import { PATHS } from '../../../routes';
import { pressable } from '../../../ui/a11y';
import { Button } from '../../../ui/Button';
import { Empty } from '../../../ui/Empty';
import { KeywordInput } from '../../../ui/KeywordInput';
import { Loaded } from '../../../ui/Loaded';
import { Screen } from '../../../ui/Screen';
import { useShareCard } from '../../share';
import './community.css';

const PAGE_SIZE = 10;
const KINDS: { kind: ArticleQuery['kind']; label: string }[] = [
  { kind: undefined, label: COMMUNITY_TEXT.all },
  { kind: 'article', label: COMMUNITY_TEXT.article },
  { kind: 'post', label: COMMUNITY_TEXT.post },
];

const openArticle = (id: string) => void Taro.navigateTo({ url: buildUrl(PATHS.communityDetail, { id }) });

/**
 * Community lists (`/pagesA/community/lists`, alias `/portal/community/lists`): the organisation's articles and posts,
 * newest first, a page at a time as the user reaches the bottom; by kind and by a keyword in the title; pull down to
 * refresh. A card shows the first row of the album and the counts; a tap opens the detail.
 */
export default function CommunityListsScreen() {
  const [kind, setKind] = useState<ArticleQuery['kind']>(undefined);
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  useShareCard({ title: COMMUNITY_TEXT.community });
  const list = usePagedLoad<ArticleSummary>(['community', 'list', kind ?? 'all', keyword], async (page) => {
    await hostSessionReady();
    const answer = await articleList({ page, size: PAGE_SIZE, ...(kind ? { kind } : {}), ...(keyword ? { keyword } : {}) });
    return { rows: answer.content, total: answer.totalElements, next: answer.last ? undefined : page + 1 };
  }, { keepPrevious: true });
  usePullToRefresh(list);
  // Back from an article: its read and comment counts have changed.
  useReloadOnShow(list);
  const more = () => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  };
  useReachBottom(more);

  return (
    <Screen className="community">
      <KeywordInput name="keyword" label={COMMUNITY_TEXT.search} value={draft} onChange={setDraft} onSearch={() => setKeyword(draft.trim())} className="community__search" />
      <View className="community-kinds" role="tablist" aria-label={COMMUNITY_TEXT.kinds}>
        {KINDS.map((k) => {
          const on = k.kind === kind;
          const pick = () => setKind(k.kind);
          return (
            <Text key={k.label} className={on ? 'community-kinds__tab community-kinds__tab--on' : 'community-kinds__tab'} onClick={pick} {...pressable(pick, k.label)} role="tab" aria-selected={on}>
              {k.label}
            </Text>
          );
        })}
      </View>
      <Loaded load={list} failed={COMMUNITY_TEXT.loadFailed}>
        {() => {
          const rows = rowsOf(list);
          if (rows.length === 0) return <Empty description={COMMUNITY_TEXT.empty} />;
          return (
            <View className="community-list">
              {rows.map((a) => (
                <ArticleCard key={a.id} article={a} />
              ))}
              {list.hasNextPage ? (
                <Button block size="small" loading={list.isFetchingNextPage} onClick={more}>
                  {COMMUNITY_TEXT.loadMore}
                </Button>
              ) : (
                <Text className="community__hint">{COMMUNITY_TEXT.noMore}</Text>
              )}
            </View>
          );
        }}
      </Loaded>
    </Screen>
  );
}

function ArticleCard({ article }: { article: ArticleSummary }) {
  const open = () => openArticle(article.id);
  return (
    <View className="ware-card" data-testid="community-article">
      <View onClick={open} {...pressable(open)}>
        <Text className="community-card__title">{article.title}</Text>
        {article.summary ? <Text className="community-card__summary">{article.summary}</Text> : null}
      </View>
      <Album images={article.images} limit={3} />
      <View className="community-card__meta">
        <Text>{article.author?.nickname ?? ''}</Text>
        <Text>{dateDisplay(article.createTime)}</Text>
        <Text>{COMMUNITY_TEXT.reads.replace('{x}', String(article.readCount))}</Text>
        <Text>{COMMUNITY_TEXT.comments.replace('{x}', String(article.commentCount))}</Text>
      </View>
    </View>
  );
}
