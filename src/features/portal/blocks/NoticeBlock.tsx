import { Text, View } from '@tarojs/components';

import type { KnownBlock } from '../../../domain/portal';
import { PORTAL_TEXT } from '../text';

type Notice = Extract<KnownBlock, { type: 'notice' }>;

/** A one-line notice (plain text, never markup). */
export function NoticeBlock({ block }: { block: Notice }) {
  if (!block.text) return null;
  return (
    <View className="portal-notice" data-testid="portal-block-notice" role="status" aria-label={PORTAL_TEXT.notice}>
      <Text className="portal-notice__tag">{PORTAL_TEXT.notice}</Text>
      <Text className="portal-notice__text">{block.text}</Text>
    </View>
  );
}
