import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useEffect } from 'react';

import { startOutbox, useOutbox } from './outbox';
import { OUTBOX_TEXT } from './text';
import { entriesOf, outboxCounts } from '../../domain/outbox/queue';
import { PATHS } from '../../routes';
import { signedInOwner } from '../../stores/session';
import { pressable } from '../../ui/a11y';
import './OutboxCard.css';

const open = () => void Taro.navigateTo({ url: PATHS.outbox });

/**
 * The signed-in user's outbox on the home: what waits for the network (待同步) and what the server refused (同步失败,
 * with its message). A tap opens the outbox's screen, where each action is retried, copied, edited or given up (its
 * buttons live there, in a subpackage: the mini program's main package, where the home is, has no room for them).
 * Shows nothing when the outbox is empty.
 */
export function OutboxCard() {
  useEffect(startOutbox, []);
  const entries = useOutbox((s) => s.entries);
  const owner = signedInOwner();
  if (!owner) return null;
  const mine = entriesOf(entries, owner);
  if (mine.length === 0) return null;
  const counts = outboxCounts(entries, owner);
  return (
    <View className="ware-card outbox" role="region" aria-label={OUTBOX_TEXT.title} data-testid="outbox" onClick={open}>
      <Text className="outbox__title" role="heading" aria-level={2}>
        {OUTBOX_TEXT.title}
        {counts.pending ? ` · ${OUTBOX_TEXT.pending} ${counts.pending}` : ''}
        {counts.failed ? ` · ${OUTBOX_TEXT.failed} ${counts.failed}` : ''}
      </Text>
      <View role="list">
        {mine.map((entry) => (
          <View key={entry.key} className="outbox__entry" role="listitem">
            <Text className="outbox__label">{entry.label}</Text>
            <Text className={entry.state === 'failed' ? 'outbox__state outbox__state--failed' : 'outbox__state'}>
              {entry.state === 'failed' ? `${OUTBOX_TEXT.failed}：${entry.failure ?? OUTBOX_TEXT.refused}` : OUTBOX_TEXT.pending}
            </Text>
          </View>
        ))}
      </View>
      <Text className="outbox__more" {...pressable(open)}>
        {OUTBOX_TEXT.viewAll}
      </Text>
    </View>
  );
}
