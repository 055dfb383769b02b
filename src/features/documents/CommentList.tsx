/** The comments of a document, newest first, with 加载更多 while more pages follow. */
import { Text, View } from '@tarojs/components';

import type { DocumentComment } from '../../api/documents';
import { DOCUMENT_TEXT } from '../../domain/documents';
import { dateDisplay } from '../../domain/time/date-display';
import { Button } from '../../ui/Button';

export function CommentList({
  comments,
  total,
  last,
  loadingMore,
  onMore,
}: {
  comments: DocumentComment[];
  total: number;
  last: boolean;
  loadingMore: boolean;
  onMore: () => void;
}) {
  return (
    <View className="documents__card" role="region" aria-label={DOCUMENT_TEXT.comments}>
      <Text className="documents__label">{DOCUMENT_TEXT.commentCount.replace('{x}', String(total))}</Text>
      {comments.length === 0 ? <Text className="documents__hint">{DOCUMENT_TEXT.noComments}</Text> : null}
      {comments.map((c) => (
        <View key={c.id} className="documents__comment" data-testid="document-comment">
          <View className="documents__comment-head">
            <Text>{c.user?.nickname ?? ''}</Text>
            <Text>{dateDisplay(c.createTime)}</Text>
          </View>
          <Text className="documents__comment-text">{c.content}</Text>
        </View>
      ))}
      {comments.length > 0 ? (
        last ? (
          <Text className="documents__hint">{DOCUMENT_TEXT.noMore}</Text>
        ) : (
          <Button block size="small" loading={loadingMore} onClick={onMore}>
            <Text>{DOCUMENT_TEXT.loadMore}</Text>
          </Button>
        )
      ) : null}
    </View>
  );
}
