import { Text, Textarea, View } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';
import { useMemo, useState } from 'react';

import { CommentList } from './CommentList';
import { failureOf, noteFailure, promptSignIn, signInHere, type Failure } from './failure';
import { FailureView } from './FailureView';
import { addDocumentComment, documentComments, documentDetail, type DocumentComment } from '../../api/documents';
import { hostSessionReady } from '../../api/host-session';
import { invalidate, rowsOf, useChange, useLoad, usePagedLoad, usePullToRefresh, useReloadOnShow } from '../../data';
import { COMMENT_MAX_LENGTH, commentProblem, DOCUMENT_TEXT, targetFromQuery } from '../../domain/documents';
import { PATHS } from '../../routes';
import { useSession } from '../../stores/session';
import { controlA11y } from '../../ui/a11y';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import './documents.css';

const PAGE_SIZE = 20;

const sendProblem = (failure: Failure): string =>
  failure.kind === 'failed' ? failure.message : failure.kind === 'not-found' ? DOCUMENT_TEXT.notFound : DOCUMENT_TEXT.loginRequired;

/**
 * Document comment (alias /portal/document/comment?id=): the document's comments, newest first, 20 a page with
 * 加载更多 and pull to refresh; a member adds one (spec §5: a textarea of at most 140 characters; blank is refused
 * before sending). A failed send keeps the text. Without a token the page asks to sign in and comes back.
 */
export default function DocumentCommentPage() {
  const { params } = useRouter();
  const target = useMemo(() => targetFromQuery(params), [params]);
  const documentId = target?.kind === 'document' ? target.id : null;
  const signedIn = !!useSession((s) => s.token);
  const enabled = !!documentId && signedIn;
  const detail = useLoad(
    ['documents', 'detail', documentId],
    async () => {
      await hostSessionReady();
      return documentDetail(documentId!).catch(noteFailure('comment'));
    },
    { enabled },
  );
  const commentsKey = ['documents', 'comments', documentId];
  const comments = usePagedLoad<DocumentComment>(
    commentsKey,
    async (page) => {
      await hostSessionReady();
      const answer = await documentComments(documentId!, page, PAGE_SIZE).catch(noteFailure('comment'));
      return { rows: answer.content, total: answer.totalElements, next: answer.last ? undefined : answer.page + 1 };
    },
    { enabled },
  );
  usePullToRefresh(detail, comments);
  useReloadOnShow(detail, comments);

  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useChange({
    mutationFn: (content: string) => addDocumentComment(documentId!, content),
    onSuccess: async () => {
      setDraft('');
      void Taro.showToast({ title: DOCUMENT_TEXT.commentSent, icon: 'none' });
      await invalidate(commentsKey);
    },
    onError: (error) => {
      console.warn('[comment] sending failed', error);
      const failure = failureOf(error);
      if (failure.kind === 'expired') promptSignIn();
      // The text stays in the box: nothing typed is lost.
      setProblem(sendProblem(failure));
    },
  });

  const signIn = () => signInHere(PATHS.comment, params);
  const notReady = !documentId
    ? ({ kind: 'no-target' } as const)
    : !signedIn
      ? ({ kind: 'login-required' } as const)
      : detail.status === 'error' || (comments.status === 'error' && !comments.data)
        ? failureOf(detail.error ?? comments.error)
        : null;
  if (notReady) {
    const retry = () => Promise.all([detail.refetch(), comments.refetch()]);
    return (
      <Screen className="documents">
        <FailureView phase={notReady} retry={retry} signIn={signIn} />
      </Screen>
    );
  }
  if (!detail.data || !comments.data) return <Screen className="documents" />;

  const sending = send.isPending;
  const loadMore = async () => {
    if (comments.isFetchingNextPage || !comments.hasNextPage) return;
    const after = await comments.fetchNextPage();
    if (after.isError) {
      void Taro.showToast({ title: failureOf(after.error).kind === 'failed' ? DOCUMENT_TEXT.loadFailed : DOCUMENT_TEXT.notFound, icon: 'none' });
    }
  };
  const submit = () => {
    if (sending) return;
    const why = commentProblem(draft);
    setProblem(why);
    if (!why) send.mutate(draft.trim());
  };
  // Pages can overlap when comments are added between them: each comment is shown once.
  const shown = rowsOf(comments).filter((c, i, all) => all.findIndex((o) => o.id === c.id) === i);
  const pages = comments.data.pages;

  return (
    <Screen className="documents">
      <View className="documents__card">
        <View role="heading" aria-level={1}>
          <Text className="documents__title">{detail.data.title}</Text>
        </View>
        <Textarea
          className="documents__textarea"
          value={draft}
          placeholder={DOCUMENT_TEXT.commentPlaceholder}
          maxlength={COMMENT_MAX_LENGTH}
          disabled={sending}
          onInput={(e) => {
            setDraft(e.detail.value);
            if (problem) setProblem(null);
          }}
          {...controlA11y.input(DOCUMENT_TEXT.commentPlaceholder, 'document-comment')}
        />
        <Text className="documents__counter">{`${draft.trim().length}/${COMMENT_MAX_LENGTH}`}</Text>
        {problem ? (
          <Text className="documents__error" role="alert">
            {problem}
          </Text>
        ) : null}
        <View className="documents__actions">
          <Button type="primary" size="small" loading={sending} onClick={submit}>
            <Text>{sending ? DOCUMENT_TEXT.sending : DOCUMENT_TEXT.send}</Text>
          </Button>
        </View>
      </View>
      <CommentList
        comments={shown}
        total={pages[pages.length - 1]?.total ?? shown.length}
        last={!comments.hasNextPage}
        loadingMore={comments.isFetchingNextPage}
        onMore={() => void loadMore()}
      />
    </Screen>
  );
}
