import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';

import { Album } from './Album';
import { ArticleActions } from './ArticleActions';
import { ArticleComments } from './ArticleComments';
import { ReadMore } from './ReadMore';
import { COMMUNITY_TEXT } from './text';
import { hostSessionReady } from '../../../api/host-session';
import { articleDetail } from '../../../api/portal';
import { invalidate, useLoad, usePullToRefresh } from '../../../data';
import { dateDisplay } from '../../../domain/time/date-display';
import { Loaded } from '../../../ui/Loaded';
import { Screen } from '../../../ui/Screen';
import { useShareCard } from '../../share';
import { RichTextView, useRichText } from '../rich-text-view';
import './community.css';

/**
 * Community detail (`/pagesA/community/detail?id=`, alias `/portal/community/detail`): an article or post, its album
 * (tap to preview), its text through the sanitiser (cut at the spec's read-more height until 阅读全文), reads, favourite, score
 * and comments. Opening it counts a read. Shared to a chat from the mini program's menu, or from WeChat in H5.
 */
export default function CommunityDetailScreen() {
  const { params } = useRouter();
  const id = typeof params.id === 'string' ? decodeURIComponent(params.id) : '';
  const key = ['community', 'detail', id];
  const article = useLoad(
    key,
    async () => {
      await hostSessionReady();
      return articleDetail(id);
    },
    { enabled: !!id },
  );
  usePullToRefresh(article);
  useShareCard({ title: article.data?.title ?? COMMUNITY_TEXT.article, desc: article.data?.summary, imageUrl: article.data?.images[0]?.url });

  if (!id) {
    return (
      <Screen className="community">
        <Text className="community__hint">{COMMUNITY_TEXT.missing}</Text>
      </Screen>
    );
  }
  return (
    <Screen className="community">
      <Loaded load={article} failed={(e) => e.message || COMMUNITY_TEXT.loadFailed}>
        {(a) => (
          <View>
            <View className="community-card" role="article" aria-label={a.title}>
              <View role="heading" aria-level={1}>
                <Text className="community-detail__title">{a.title}</Text>
              </View>
              <View className="community-card__meta">
                <Text>{a.author?.nickname ?? ''}</Text>
                <Text>{dateDisplay(a.createTime)}</Text>
                <Text data-testid="read-count">{COMMUNITY_TEXT.reads.replace('{x}', String(a.readCount))}</Text>
              </View>
              <ArticleText html={a.content} />
              <Album images={a.images} />
            </View>
            {a.member ? <ArticleActions article={a} /> : null}
            {a.member ? <ArticleComments articleId={a.id} onSent={() => void invalidate(['community', 'list'])} /> : null}
          </View>
        )}
      </Loaded>
    </Screen>
  );
}

/** The article's text: cut at the spec's read-more height until the user asks for all of it. */
function ArticleText({ html }: { html: string }) {
  const { nodes } = useRichText(html);
  return (
    <View className="community-detail__text">
      <ReadMore id="article-text-box" contentKey={html}>
        <RichTextView nodes={nodes} testId="article-text" />
      </ReadMore>
    </View>
  );
}
