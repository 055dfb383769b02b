import { Text } from '@tarojs/components';

import { PORTAL_TEXT } from '../text';
import { BlockFrame } from './BlockFrame';

/** A block this version does not know (or one that did not fit its type): a quiet line instead of a crash. */
export function UnknownBlock({ title }: { title: string }) {
  return (
    <BlockFrame type="unknown" title={title}>
      <Text className="portal-block__empty">{PORTAL_TEXT.unknownBlock}</Text>
    </BlockFrame>
  );
}
