import { Text, Textarea, View } from '@tarojs/components';
import Taro, { useDidShow, usePullDownRefresh, useRouter } from '@tarojs/taro';
import { useCallback, useMemo, useRef, useState } from 'react';

import { failureOf, loadFailure, promptSignIn, signInHere, type Failure } from './failure';
import { FailureView } from './FailureView';
import { addDocumentComment, documentComments, documentDetail, type DocumentComment } from '../../api/documents';
import { hostSessionReady } from '../../api/host-session';
import { COMMENT_MAX_LENGTH, commentProblem, DOCUMENT_TEXT, targetFromQuery } from '../../domain/documents';
import { dateDisplay } from '../../domain/time/date-display';
import { PATHS } from '../../routes';
import { useSession } from '../../stores/session';
import { controlA11y, domProps } from '../../ui/a11y';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import './documents.css';

const PAGE_SIZE = 20;

interface Loaded {
  title: string;
  comments: DocumentComment[];
  total: number;
  page: number;
  last: boolean;
}

type Phase = { kind: 'loading' } | { kind: 'no-target' } | Failure | { kind: 'ready'; loaded: Loaded };

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
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [more, setMore] = useState(false);
  const loading = useRef(false);

  const reload = useCallback(async () => {
    if (!documentId) return setPhase({ kind: 'no-target' });
    if (!signedIn) return setPhase({ kind: 'login-required' });
    if (loading.current) return;
    loading.current = true;
    try {
      const [doc, page] = await Promise.all([documentDetail(documentId), documentComments(documentId, 1, PAGE_SIZE)]);
      setPhase({ kind: 'ready', loaded: { title: doc.title, comments: page.content, total: page.totalElements, page: 1, last: page.last } });
    } catch (error) {
      setPhase(loadFailure('comment', error));
    } finally {
      loading.current = false;
    }
  }, [documentId, signedIn]);

  useDidShow(() => void hostSessionReady().then(reload));
  usePullDownRefresh(() => void reload().finally(() => Taro.stopPullDownRefresh()));

  if (phase.kind === 'loading') return <Screen className="documents" />;
  if (phase.kind !== 'ready') {
    return (
      <Screen className="documents">
        <FailureView phase={phase} retry={reload} signIn={() => signInHere(PATHS.comment, params)} />
      </Screen>
    );
  }

  const { loaded } = phase;

  const loadMore = async () => {
    if (!documentId || more || loaded.last) return;
    setMore(true);
    try {
      const next = await documentComments(documentId, loaded.page + 1, PAGE_SIZE);
      const known = new Set(loaded.comments.map((c) => c.id));
      const comments = [...loaded.comments, ...next.content.filter((c) => !known.has(c.id))];
      setPhase({ kind: 'ready', loaded: { ...loaded, comments, total: next.totalElements, page: next.page, last: next.last } });
    } catch (error) {
      console.warn('[comment] next page failed', error);
      void Taro.showToast({ title: failureOf(error).kind === 'failed' ? DOCUMENT_TEXT.loadFailed : DOCUMENT_TEXT.notFound, icon: 'none' });
    } finally {
      setMore(false);
    }
  };

  const send = async () => {
    if (!documentId || sending) return;
    const why = commentProblem(draft);
    setProblem(why);
    if (why) return;
    setSending(true);
    try {
      const added = await addDocumentComment(documentId, draft.trim());
      setDraft('');
      setPhase({ kind: 'ready', loaded: { ...loaded, comments: [added, ...loaded.comments.filter((c) => c.id !== added.id)], total: loaded.total + 1 } });
      void Taro.showToast({ title: DOCUMENT_TEXT.commentSent, icon: 'none' });
    } catch (error) {
      console.warn('[comment] sending failed', error);
      const failure = failureOf(error);
      if (failure.kind === 'expired') promptSignIn();
      // The text stays in the box: nothing typed is lost.
      setProblem(failure.kind === 'failed' ? failure.message : failure.kind === 'not-found' ? DOCUMENT_TEXT.notFound : DOCUMENT_TEXT.loginRequired);
    } finally {
      setSending(false);
    }
  };

  return (
    <Screen className="documents">
      <View className="documents__card">
        <View role="heading" aria-level={1}>
          <Text className="documents__title">{loaded.title}</Text>
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
          <Text className="documents__error" {...domProps({ role: 'alert' })}>
            {problem}
          </Text>
        ) : null}
        <View className="documents__actions">
          <Button type="primary" size="small" loading={sending} onClick={() => void send()}>
            <Text>{sending ? DOCUMENT_TEXT.sending : DOCUMENT_TEXT.send}</Text>
          </Button>
        </View>
      </View>
      <View className="documents__card" role="region" aria-label={DOCUMENT_TEXT.comments}>
        <Text className="documents__label">{DOCUMENT_TEXT.commentCount.replace('{x}', String(loaded.total))}</Text>
        {loaded.comments.length === 0 ? <Text className="documents__hint">{DOCUMENT_TEXT.noComments}</Text> : null}
        {loaded.comments.map((c) => (
          <View key={c.id} className="documents__comment" data-testid="document-comment">
            <View className="documents__comment-head">
              <Text>{c.user?.nickname ?? ''}</Text>
              <Text>{dateDisplay(c.createTime)}</Text>
            </View>
            <Text className="documents__comment-text">{c.content}</Text>
          </View>
        ))}
        {loaded.comments.length > 0 ? (
          loaded.last ? (
            <Text className="documents__hint">{DOCUMENT_TEXT.noMore}</Text>
          ) : (
            <Button block size="small" loading={more} onClick={() => void loadMore()}>
              <Text>{DOCUMENT_TEXT.loadMore}</Text>
            </Button>
          )
        ) : null}
      </View>
    </Screen>
  );
}
