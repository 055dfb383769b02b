import { Text, View } from '@tarojs/components';
import { useEffect, useRef } from 'react';

import { discardAction, retryAction, startOutbox, useOutbox } from './outbox';
import { OUTBOX_TEXT } from './text';
import { toast } from '../../api/error-effects';
import { entriesOf, type OutboxEntry } from '../../domain/outbox/queue';
import { signedInOwner } from '../../stores/session';
import { Button } from '../../ui/Button';
import './OutboxCard.css';

export interface OutboxNoticeProps {
  /** The subject the screen shows (`task:{id}`, `comments:{dataId}`): its queued actions are listed here. */
  subject: string;
  /** What a refusal is called here (你离线时的审批未能提交), followed by the server's message. */
  failedTitle: string;
  /** What the user's words are (审批意见, 评论), before them. */
  wordsLabel: string;
  /** 编辑: the screen takes the words back into its editor; the refused action is given up for the new one. */
  onEdit?: (words: string) => void;
  /** An action of the subject left the outbox (sent, or given up): the screen loads what the server holds now. */
  onGone?: () => void;
}

/**
 * Beside a task or record, the actions the user took on it offline (issue 40): still waiting (待同步), or refused by
 * the server when replayed, with the server's message and the user's input intact, to retry, copy, edit or give up.
 * The home's outbox lists the same entries; a conflict is shown where it belongs too, so it is never missed.
 */
export function OutboxNotice({ subject, failedTitle, wordsLabel, onEdit, onGone }: OutboxNoticeProps) {
  // What waits goes as soon as the network returns, on this screen too.
  useEffect(startOutbox, []);
  const entries = useOutbox((s) => s.entries);
  const owner = signedInOwner();
  const mine = owner ? entriesOf(entries, owner).filter((e) => e.subject === subject) : [];
  const count = mine.length;
  const before = useRef(count);
  useEffect(() => {
    if (count < before.current) onGone?.();
    before.current = count;
  }, [count, onGone]);
  if (count === 0) return null;
  return (
    <View className="ware-card outbox" data-testid="outbox-notice">
      {mine.map((entry) => (
        <Entry key={entry.key} entry={entry} failedTitle={failedTitle} wordsLabel={wordsLabel} onEdit={onEdit} />
      ))}
    </View>
  );
}

function Entry({ entry, failedTitle, wordsLabel, onEdit }: Omit<OutboxNoticeProps, 'subject'> & { entry: OutboxEntry }) {
  const failed = entry.state === 'failed';
  const words = entry.words ?? '';
  const copy = () => void import('../../platform/clipboard').then(({ copyText }) => copyText(words)).then(() => toast(OUTBOX_TEXT.copied));
  const edit = (take: (words: string) => void) => () => void discardAction(entry.key).then(() => take(words));
  return (
    <View className="outbox__entry" {...(failed ? { role: 'alert' } : { role: 'status' })}>
      <Text className={failed ? 'outbox__state outbox__state--failed' : 'outbox__state'}>
        {failed ? `${failedTitle}：${entry.failure ?? OUTBOX_TEXT.refused}` : `${entry.label} · ${OUTBOX_TEXT.pending}`}
      </Text>
      {words ? <Text className="outbox__label">{`${wordsLabel}：${words}`}</Text> : null}
      {failed ? (
        <View className="outbox__actions">
          <Button size="small" type="primary" onClick={() => void retryAction(entry.key)}>
            {OUTBOX_TEXT.retry}
          </Button>
          {words ? <Button size="small" onClick={copy}>{OUTBOX_TEXT.copy}</Button> : null}
          {words && onEdit ? <Button size="small" onClick={edit(onEdit)}>{OUTBOX_TEXT.edit}</Button> : null}
          <Button size="small" onClick={() => void discardAction(entry.key)}>
            {OUTBOX_TEXT.discard}
          </Button>
        </View>
      ) : null}
    </View>
  );
}
