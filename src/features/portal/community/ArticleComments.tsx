/**
 * An article's comments: newest first, a page at a time, each shown through the rich-text sanitiser; a member adds
 * one (spec §5: at most 140 characters; blank is refused before sending). A failed send keeps the text.
 */
import { Text, Textarea, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';

import { COMMUNITY_TEXT } from './text';
import { addDocumentComment, documentComments, type DocumentComment } from '../../../api/documents';
import { invalidate, rowsOf, useChange, usePagedLoad } from '../../../data';
import { COMMENT_MAX_LENGTH, commentProblem } from '../../../domain/documents';
import { dateDisplay } from '../../../domain/time/date-display';
import { controlA11y } from '../../../ui/a11y';
import { Button } from '../../../ui/Button';
import { RichTextView, useRichText } from '../rich-text-view';

const PAGE_SIZE = 20;

function CommentText({ content }: { content: string }) {
  const { nodes } = useRichText(content);
  return <RichTextView nodes={nodes} className="community-comment__text" testId="comment-text" />;
}

export function ArticleComments({ articleId, onSent }: { articleId: string; onSent: () => void }) {
  const key = ['community', 'comments', articleId];
  const comments = usePagedLoad<DocumentComment>(key, async (page) => {
    const answer = await documentComments(articleId, page, PAGE_SIZE);
    return { rows: answer.content, total: answer.totalElements, next: answer.last ? undefined : page + 1 };
  });
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useChange({
    mutationFn: (content: string) => addDocumentComment(articleId, content),
    onSuccess: async () => {
      setDraft('');
      void Taro.showToast({ title: COMMUNITY_TEXT.commentSent, icon: 'none' });
      onSent();
      await invalidate(key);
    },
    onError: (error) => setProblem(error.message || COMMUNITY_TEXT.actionFailed),
  });
  const submit = () => {
    if (send.isPending) return;
    const why = commentProblem(draft);
    setProblem(why);
    if (!why) send.mutate(draft.trim());
  };
  const rows = rowsOf(comments).filter((c, i, all) => all.findIndex((o) => o.id === c.id) === i);
  const total = comments.data?.pages.at(-1)?.total ?? 0;
  return (
    <View className="community-card" role="region" aria-label={COMMUNITY_TEXT.commentTitle.replace('{x}', String(total))}>
      <Text className="community-card__title">{COMMUNITY_TEXT.commentTitle.replace('{x}', String(total))}</Text>
      <Textarea
        className="community-comment__input"
        value={draft}
        placeholder={COMMUNITY_TEXT.commentPlaceholder}
        maxlength={COMMENT_MAX_LENGTH}
        disabled={send.isPending}
        onInput={(e) => {
          setDraft(e.detail.value);
          if (problem) setProblem(null);
        }}
        {...controlA11y.input(COMMUNITY_TEXT.commentPlaceholder, 'article-comment')}
      />
      <View className="community-actions">
        <Text className="community__hint">{`${draft.trim().length}/${COMMENT_MAX_LENGTH}`}</Text>
        <Button type="primary" size="small" loading={send.isPending} onClick={submit}>
          {send.isPending ? COMMUNITY_TEXT.sending : COMMUNITY_TEXT.send}
        </Button>
      </View>
      {problem ? (
        <Text className="community__error" role="alert">
          {problem}
        </Text>
      ) : null}
      {comments.status === 'success' && rows.length === 0 ? <Text className="community__hint">{COMMUNITY_TEXT.noComments}</Text> : null}
      {rows.map((c) => (
        <View key={c.id} className="community-comment" data-testid="article-comment">
          <View className="community-comment__head">
            <Text>{c.user?.nickname ?? ''}</Text>
            <Text>{dateDisplay(c.createTime)}</Text>
          </View>
          <CommentText content={c.content} />
        </View>
      ))}
      {comments.hasNextPage ? (
        <Button block size="small" loading={comments.isFetchingNextPage} onClick={() => void comments.fetchNextPage()}>
          {COMMUNITY_TEXT.loadMore}
        </Button>
      ) : null}
    </View>
  );
}
