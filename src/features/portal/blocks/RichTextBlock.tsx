import { View } from '@tarojs/components';

import { richTextsByIds } from '../../../api/portal';
import { useLoad } from '../../../data';
import type { KnownBlock } from '../../../domain/portal';
import { RichTextView, useRichText } from '../rich-text-view';
import { BlockFrame, BlockLoaded } from './BlockFrame';

type RichTextBlockDef = Extract<KnownBlock, { type: 'richText' }>;

function OneRichText({ html }: { html: string }) {
  const { nodes } = useRichText(html);
  return <RichTextView nodes={nodes} testId="portal-rich-text" />;
}

/** Rich text stored by the platform's editor (`rich-texts` by ids), shown only through the sanitiser. */
export function RichTextBlock({ block }: { block: RichTextBlockDef }) {
  const load = useLoad(['portal', 'rich-texts', block.richTextIds], () => richTextsByIds(block.richTextIds), { enabled: block.richTextIds.length > 0 });
  return (
    <BlockFrame type="richText" title={block.title}>
      <BlockLoaded load={load}>
        {(rows) => (
          <View>
            {rows.map((r) => (
              <OneRichText key={r.id} html={r.content} />
            ))}
          </View>
        )}
      </BlockLoaded>
    </BlockFrame>
  );
}
