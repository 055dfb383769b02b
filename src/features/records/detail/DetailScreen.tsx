import { Text, View } from '@tarojs/components';
import Taro, { useDidShow, useRouter } from '@tarojs/taro';
import { useCallback, useRef, useState } from 'react';

import { changeEntries, type ChangeEntry } from './change-log';
import { ChangeLogSection } from './ChangeLogSection';
import { CollaboratorsSection } from './CollaboratorsSection';
import { RecordActions } from './RecordActions';
import { DETAIL_TEXT } from './text';
import { myPermissions } from '../../../api/apps';
import { ApiError } from '../../../api/errors';
import { hostSessionReady, inHostApp } from '../../../api/host-session';
import { changeLogs, customButtons, detailRecord, printTemplates, type CustomButton, type PrintTemplate, type RecordTarget } from '../../../api/record-extras';
import { addComment, commentsOn, deleteComment, deleteRecord, recordComments, type RecordComment } from '../../../api/records';
import { dataActionLabel, dataMissingBehaviour, detailActions, flattenRecord, mayRunButton, DATA_MISSING_TEXT, type FlatRecord } from '../../../domain/records';
import { dateDisplay } from '../../../domain/time/date-display';
import { useSession } from '../../../stores/session';
import { Button } from '../../../ui/Button';
import { ErrorView } from '../../../ui/ErrorView';
import { Input } from '../../../ui/Input';
import { Screen } from '../../../ui/Screen';
import { RECORDS_TEXT, loadRecordsContext, paramOf, recordLines, type RecordsContext } from '../parts/record-view';
import '../parts/records.css';
import './detail.css';

type Phase =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'missing'; message: string }
  | { kind: 'ready'; ctx: RecordsContext; record: FlatRecord; collaborator: boolean };

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;
const isRefused = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * The record for the detail (api/record-extras detailRecord): the list shape (with creater / updater users) on both
 * engines, read by the rule that lets invited collaborators in. A missing record is the server's 404 数据不存在 (or,
 * on the older engine's list by ids, an empty answer); no permission is its 403.
 */
async function loadRecord(ctx: RecordsContext, dataId: string): Promise<{ record: FlatRecord; collaborator: boolean } | null> {
  const raw = await detailRecord({ appId: ctx.appId, appType: ctx.appType, formId: ctx.formId, dataId });
  const record = raw ? flattenRecord(raw, ctx.engine) : null;
  return record ? { record, collaborator: raw?.collaborator === true } : null;
}

interface Extras {
  buttons: CustomButton[];
  templates: PrintTemplate[];
  log: ChangeEntry[] | null;
}

/** 数据不存在 (calls-and-errors §8): this is a default page; the behaviour decides toast or native-host modal. */
function showMissing(serverMessage: string | undefined): string {
  const appMode = inHostApp();
  const behaviour = dataMissingBehaviour({ page: 'default', appMode, ...(serverMessage ? { serverMessage } : {}) });
  if (behaviour.kind === 'toast') void Taro.showToast({ title: behaviour.text, icon: 'none' });
  if (behaviour.kind === 'modal') void Taro.showModal({ content: behaviour.text, showCancel: false });
  return behaviour.kind === 'resolve' ? DATA_MISSING_TEXT.detail : behaviour.text;
}

/**
 * Detail (alias /app/view/detail): the flattened record (form fields with option labels and dates, then the system
 * fields; 未填写 when empty); its actions by operation permission (edit, copy, print, custom buttons, delete /
 * archive: domain/records detailActions); the change log; collaborators; the comments when the form has them on.
 * Coming back to the page (after an edit) reloads the record.
 */
export default function Detail() {
  const { params } = useRouter();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [comments, setComments] = useState<RecordComment[]>([]);
  const [commenting, setCommenting] = useState(false);
  const [draft, setDraft] = useState('');
  const [extras, setExtras] = useState<Extras>({ buttons: [], templates: [], log: [] });
  const loaded = useRef(false);
  const dataId = paramOf(params.dataId) ?? '';
  const me = useSession((s) => s.userId);

  /** Buttons, templates and the change log: each failure only hides its part (the record is what matters). */
  const loadExtras = useCallback(async (ctx: RecordsContext) => {
    const t = { appId: ctx.appId, appType: ctx.appType, formId: ctx.formId };
    const [buttons, templates, logs, permissions] = await Promise.all([
      customButtons(t).catch(() => []),
      printTemplates(t).catch(() => []),
      changeLogs({ ...t, dataId }).catch(() => null),
      myPermissions(ctx.appId).catch(() => []),
    ]);
    setExtras({
      buttons: buttons.filter((b) => mayRunButton(b, permissions, ctx.formId)),
      templates,
      log: logs ? changeEntries(logs, ctx.fields) : null,
    });
  }, [dataId]);

  /** Reloads the record and its change log in place (after a function ran, or on coming back from the form). */
  const refresh = useCallback(async (ctx: RecordsContext) => {
    try {
      const found = await loadRecord(ctx, dataId);
      if (found) setPhase({ kind: 'ready', ctx, ...found });
      await loadExtras(ctx);
    } catch (error) {
      console.warn('[detail] refresh failed', error);
    }
  }, [dataId, loadExtras]);

  const loadComments = useCallback(async (ctx: RecordsContext) => {
    const on = await commentsOn(ctx.appId, ctx.formId).then((r) => r.on, () => false);
    setCommenting(on);
    if (on) setComments(await recordComments({ appId: ctx.appId, formId: ctx.formId, dataId }).catch(() => []));
  }, [dataId]);

  const open = useCallback(async () => {
    if (loaded.current) return;
    loaded.current = true;
    setPhase({ kind: 'loading' });
    try {
      const ctx = await loadRecordsContext(paramOf(params.appId), paramOf(params.formId));
      const found = await loadRecord(ctx, dataId);
      if (!found) {
        setPhase({ kind: 'missing', message: showMissing(undefined) });
        return;
      }
      setPhase({ kind: 'ready', ctx, ...found });
      await Promise.all([loadComments(ctx), loadExtras(ctx)]);
    } catch (error) {
      console.warn('[detail] loading failed', error);
      loaded.current = false;
      if (isMissing(error)) setPhase({ kind: 'missing', message: showMissing((error as ApiError).message) });
      else if (isRefused(error)) setPhase({ kind: 'missing', message: (error as ApiError).message || RECORDS_TEXT.loadFailed });
      else setPhase({ kind: 'failed', message: error instanceof Error && !(error instanceof ApiError) ? error.message : RECORDS_TEXT.loadFailed });
    }
  }, [params, dataId, loadComments, loadExtras]);

  const phaseRef = useRef(phase);
  phaseRef.current = phase;
  useDidShow(() => {
    const current = phaseRef.current;
    if (current.kind === 'ready') void refresh(current.ctx);
    else void hostSessionReady().then(open);
  });

  if (phase.kind === 'loading') return <Screen className="records" />;
  if (phase.kind === 'missing' || phase.kind === 'failed') {
    return (
      <Screen className="records">
        <ErrorView
          title={phase.message}
          actions={
            phase.kind === 'failed' ? (
              <Button type="primary" onClick={() => void open()}>
                <Text>{RECORDS_TEXT.retry}</Text>
              </Button>
            ) : (
              <Button onClick={() => void Taro.navigateBack().catch(() => undefined)}>
                <Text>{RECORDS_TEXT.back}</Text>
              </Button>
            )
          }
        />
      </Screen>
    );
  }

  const { ctx, record, collaborator } = phase;
  const target = { appId: ctx.appId, formId: ctx.formId, dataId: record.id };
  const recordTarget: RecordTarget = { ...target, appType: ctx.appType };
  const actions = detailActions(ctx.actions, { collaborator, templates: extras.templates.length });
  const removal = actions.find((a) => a === 'delete' || a === 'archive');

  const remove = async () => {
    if (!removal) return;
    const answer = await Taro.showModal({ title: dataActionLabel(removal), content: removal === 'delete' ? RECORDS_TEXT.confirmDelete : RECORDS_TEXT.confirmArchive });
    if (!answer.confirm) return;
    try {
      await deleteRecord(ctx.appId, ctx.formId, ctx.appType, record.id);
    } catch (error) {
      console.warn('[detail] delete failed', error);
      return;
    }
    void Taro.showToast({ title: removal === 'delete' ? RECORDS_TEXT.deleted : RECORDS_TEXT.archived, icon: 'success' });
    setPhase({ kind: 'missing', message: removal === 'delete' ? RECORDS_TEXT.deleted : RECORDS_TEXT.archived });
  };

  const send = async () => {
    const content = draft.trim();
    if (!content) return;
    try {
      await addComment(target, content);
      setDraft('');
      setComments(await recordComments(target));
    } catch (error) {
      console.warn('[detail] comment failed', error);
    }
  };

  const dropComment = async (id: string) => {
    try {
      await deleteComment(id);
      setComments(await recordComments(target));
    } catch (error) {
      console.warn('[detail] comment delete failed', error);
    }
  };

  return (
    <Screen className="records">
      <View className="records__card" role="region" aria-label={record.code ?? record.id}>
        <Text className="records__title">{record.code ?? record.id}</Text>
        {recordLines(record, ctx.fields).map((line) => (
          <View key={line.key} className="records__line" data-testid="detail-line">
            <Text className="records__label">{line.label}</Text>
            <Text className="records__value">{line.text}</Text>
          </View>
        ))}
      </View>
      {collaborator ? <Text className="records__footer">{DETAIL_TEXT.asCollaborator}</Text> : null}
      <RecordActions target={recordTarget} actions={actions} buttons={extras.buttons} templates={extras.templates} onRemove={() => void remove()} onChanged={() => refresh(ctx)} />
      <ChangeLogSection entries={extras.log ?? []} failed={extras.log === null} />
      <CollaboratorsSection target={recordTarget} canInvite={actions.includes('invite')} me={me} />
      <View className="records__card" role="region" aria-label={RECORDS_TEXT.comments}>
        <Text className="records__title">{RECORDS_TEXT.comments}</Text>
        {!commenting ? <Text className="records__footer">{RECORDS_TEXT.commentsOff}</Text> : null}
        {commenting && comments.length === 0 ? <Text className="records__footer">{RECORDS_TEXT.noComments}</Text> : null}
        {commenting
          ? comments.map((c) => (
              <View key={c.id} className="records__comment" data-testid="comment">
                <View className="records__comment-head">
                  <Text>{c.user?.nickname ?? ''}</Text>
                  <Text>{dateDisplay(c.createTime)}</Text>
                </View>
                <Text>{c.content}</Text>
                {c.canDelete ? (
                  <Button size="small" fill="none" aria-label={`${RECORDS_TEXT.deleteComment} ${c.content}`} onClick={() => void dropComment(c.id)}>
                    <Text>{RECORDS_TEXT.deleteComment}</Text>
                  </Button>
                ) : null}
              </View>
            ))
          : null}
        {commenting ? (
          <View className="records__comment-form">
            <Input
              className="records__keyword"
              name="comment"
              aria-label={RECORDS_TEXT.commentPlaceholder}
              placeholder={RECORDS_TEXT.commentPlaceholder}
              value={draft}
              maxLength={500}
              onChange={(value: string) => setDraft(value)}
              onConfirm={() => void send()}
            />
            <Button type="primary" size="small" onClick={() => void send()}>
              <Text>{RECORDS_TEXT.send}</Text>
            </Button>
          </View>
        ) : null}
      </View>
    </Screen>
  );
}
