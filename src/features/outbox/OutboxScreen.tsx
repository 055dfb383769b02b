/**
 * The outbox's own screen (/pagesB/view/outbox, alias /platform/outbox; issue 40): every action of the signed-in
 * user waiting for the network (待同步) or refused by the server (同步失败, with its message), what it is and when it
 * was taken, and per action: 重试, 复制内容, 编辑 (a form's submit: the form opens with the input restored) and 放弃
 * (after a confirmation). Reached from the home's outbox card and from 我的.
 */
import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useEffect } from 'react';

import { discardAction, retryAction, startOutbox, takeBackAction, useOutbox } from './outbox';
import { OUTBOX_SCREEN_TEXT } from './screen-text';
import { OUTBOX_TEXT } from './text';
import { fillText } from '../../domain/messages';
import { callWithUploads } from '../../domain/outbox/files';
import { entriesOf, type OutboxEntry } from '../../domain/outbox/queue';
import { relativeTime } from '../../domain/time/relative-time';
import { copyText } from '../../platform/clipboard';
import { PATHS } from '../../routes';
import { writeFormFill } from '../../stores/form-fill';
import { signedInOwner, useSession } from '../../stores/session';
import { Button } from '../../ui/Button';
import { Empty } from '../../ui/Empty';
import { Screen } from '../../ui/Screen';
import { SignInNeeded } from '../session';
import './OutboxCard.css';

const toast = (title: string) => void Taro.showToast({ title, icon: 'none' });

/** The input as the user typed it: the form's content when the call carries one. */
function contentOf(entry: OutboxEntry): Record<string, unknown> | null {
  // Files already uploaded go back as the stored files: the form never uploads them a second time.
  const data = callWithUploads(entry.call, entry.files).data;
  const content = data && typeof data === 'object' ? (data as { content?: unknown }).content : undefined;
  return content && typeof content === 'object' && !Array.isArray(content) ? (content as Record<string, unknown>) : null;
}

async function copy(entry: OutboxEntry) {
  // The user's own words; an action without any (an approval without an opinion) is named by what it is.
  await copyText(entry.words || entry.label);
  toast(OUTBOX_SCREEN_TEXT.copied);
}

/** 编辑: the input goes back to its form's local copy, with its key, and the form opens on it. */
async function edit(entry: OutboxEntry) {
  const form = entry.form;
  const values = contentOf(entry);
  if (!form || !values) return;
  if (!(await takeBackAction(entry.key))) return;
  writeFormFill({ userId: entry.owner.userId, ...form, dataId: null }, { values, requestId: entry.key, savedAt: Date.now() });
  await Taro.navigateTo({ url: `${PATHS.formInfo}?appId=${encodeURIComponent(form.appId)}&formId=${encodeURIComponent(form.formId)}` });
}

async function discard(entry: OutboxEntry) {
  const answer = await Taro.showModal({ title: OUTBOX_TEXT.discard, content: fillText(OUTBOX_SCREEN_TEXT.discardConfirm, entry.label) });
  if (answer.confirm) await discardAction(entry.key);
}

function Entry({ entry }: { entry: OutboxEntry }) {
  const failed = entry.state === 'failed';
  return (
    <View className="ware-card outbox outbox-screen__entry" role="listitem" aria-label={entry.label} data-testid="outbox-entry">
      <Text className="outbox__title">{entry.label}</Text>
      <Text className="outbox__state">{fillText(OUTBOX_SCREEN_TEXT.queuedAt, relativeTime(Date.now(), entry.queuedAt))}</Text>
      <Text className={failed ? 'outbox__state outbox__state--failed' : 'outbox__state'}>
        {failed ? `${OUTBOX_TEXT.failed}：${entry.failure ?? OUTBOX_TEXT.refused}` : OUTBOX_TEXT.pending}
      </Text>
      {(entry.files ?? []).map((f) => (
        <Text key={f.id} className="outbox__label">
          {`${OUTBOX_SCREEN_TEXT.file} ${f.name} · ${f.uploaded ? OUTBOX_SCREEN_TEXT.fileUploaded : OUTBOX_SCREEN_TEXT.fileKept}`}
        </Text>
      ))}
      <View className="outbox__actions">
        <Button size="small" type="primary" onClick={() => void retryAction(entry.key)}>
          {OUTBOX_TEXT.retry}
        </Button>
        <Button size="small" onClick={() => void copy(entry)}>
          {OUTBOX_SCREEN_TEXT.copy}
        </Button>
        {entry.form && contentOf(entry) ? (
          <Button size="small" onClick={() => void edit(entry)}>
            {OUTBOX_SCREEN_TEXT.edit}
          </Button>
        ) : null}
        <Button size="small" type="danger" onClick={() => void discard(entry)}>
          {OUTBOX_TEXT.discard}
        </Button>
      </View>
    </View>
  );
}

export default function OutboxScreen() {
  useEffect(startOutbox, []);
  const entries = useOutbox((s) => s.entries);
  const loaded = useOutbox((s) => s.loaded);
  // Shown again when another user or organisation is signed in: only the signed-in owner's actions are listed.
  useSession((s) => `${s.token}/${s.userId}/${s.tenantId}`);
  const owner = signedInOwner();
  if (!owner) return <SignInNeeded className="outbox-screen" needs="organisation" />;
  const mine = entriesOf(entries, owner);
  return (
    <Screen className="outbox-screen">
      {!loaded ? null : mine.length === 0 ? (
        <Empty description={OUTBOX_SCREEN_TEXT.empty} />
      ) : (
        <View role="list" aria-label={OUTBOX_TEXT.title}>
          {mine.map((entry) => (
            <Entry key={entry.key} entry={entry} />
          ))}
        </View>
      )}
    </Screen>
  );
}
