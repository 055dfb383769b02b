import { Text, View } from '@tarojs/components';
import { useRef, useState } from 'react';

import { useComments } from './use-detail';
import { toast } from '../../../api/error-effects';
import { commentCall, deleteComment, type CommentTarget } from '../../../api/records';
import { useChange } from '../../../data';
import { TEXTAREA_MAX_LENGTH } from '../../../domain/constants';
import { dateDisplay } from '../../../domain/time/date-display';
import { newRequestId } from '../../../stores/form-fill';
import { Button } from '../../../ui/Button';
import { KeywordInput } from '../../../ui/KeywordInput';
import { OUTBOX_TEXT, OutboxNotice, QUEUED, sendOrQueue } from '../../outbox';
import { RECORDS_TEXT, type RecordsContext } from '../parts/record-view';

/**
 * The record's comments when its form has them on: the list, deleting one's own, and writing a new one. A comment
 * written offline waits in the outbox (待同步, shown here with its text); refused when sent, it shows here with the
 * server's message, to retry, copy, edit or give up.
 */
export function CommentsSection({ ctx, dataId }: { ctx: RecordsContext; dataId: string }) {
  const comments = useComments(ctx, dataId);
  const [draft, setDraft] = useState('');
  const target: CommentTarget = { appId: ctx.appId, formId: ctx.formId, dataId, appType: ctx.appType };
  const subject = `comments:${dataId}`;
  // The comment's idempotency key, kept until it is posted: sending again after a failure is the same comment.
  const commentKey = useRef<string | null>(null);
  // The request layer has toasted a failure's message; the comments stay as they were.
  const send = useChange<unknown, string>({
    mutationFn: async (content) => {
      commentKey.current ??= await newRequestId();
      const key = commentKey.current;
      return sendOrQueue({ call: commentCall(target, content, key), key, kind: 'comment', subject, label: `${RECORDS_TEXT.comments} · ${content}`, words: content });
    },
    onSuccess: (result) => {
      commentKey.current = null;
      setDraft('');
      if (result === QUEUED) return void toast(OUTBOX_TEXT.queued);
      return comments.refetch();
    },
  });
  const drop = useChange<unknown, string>({ mutationFn: (id) => deleteComment(id, ctx.appType), onSuccess: () => comments.refetch() });

  const submit = () => {
    const content = draft.trim();
    if (content && !send.isPending) send.mutate(content);
  };
  const on = comments.data?.on ?? false;
  const list = comments.data?.list ?? [];
  return (
    <View className="records__card" role="region" aria-label={RECORDS_TEXT.comments}>
      <Text className="records__title">{RECORDS_TEXT.comments}</Text>
      <OutboxNotice subject={subject} failedTitle={OUTBOX_TEXT.commentFailed} wordsLabel={RECORDS_TEXT.comments} onEdit={setDraft} onGone={() => void comments.refetch()} />
      {comments.isSuccess && !on ? <Text className="records__footer">{RECORDS_TEXT.commentsOff}</Text> : null}
      {on && list.length === 0 ? <Text className="records__footer">{RECORDS_TEXT.noComments}</Text> : null}
      {list.map((c) => (
        <View key={c.id} className="records__comment" data-testid="comment">
          <View className="records__comment-head">
            <Text>{c.user?.nickname ?? ''}</Text>
            <Text>{dateDisplay(c.createTime)}</Text>
          </View>
          <Text>{c.content}</Text>
          {c.canDelete ? (
            <Button size="small" fill="none" aria-label={`${RECORDS_TEXT.deleteComment} ${c.content}`} onClick={() => drop.mutate(c.id)}>
              <Text>{RECORDS_TEXT.deleteComment}</Text>
            </Button>
          ) : null}
        </View>
      ))}
      {on ? (
        <View className="records__comment-form">
          <KeywordInput
            className="records__keyword"
            name="comment"
            label={RECORDS_TEXT.commentPlaceholder}
            value={draft}
            maxLength={TEXTAREA_MAX_LENGTH}
            confirmType="send"
            onChange={setDraft}
            onSearch={submit}
          />
          <Button type="primary" size="small" onClick={submit}>
            <Text>{RECORDS_TEXT.send}</Text>
          </Button>
        </View>
      ) : null}
    </View>
  );
}
