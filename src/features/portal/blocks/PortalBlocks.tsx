import { View } from '@tarojs/components';

import { AdBlock } from './AdBlock';
import { AppsBlock } from './AppsBlock';
import { ArticlesBlock } from './ArticlesBlock';
import { BannerBlock } from './BannerBlock';
import { BlockBoundary } from './BlockBoundary';
import { DocumentsBlock } from './DocumentsBlock';
import { NoticeBlock } from './NoticeBlock';
import { RichTextBlock } from './RichTextBlock';
import { UnknownBlock } from './UnknownBlock';
import { VideoBlock } from './VideoBlock';
import { portalBlocks } from '../../../domain/portal';

/** A portal definition's blocks, in order; each in its own error boundary, so one bad block never blanks the page. */
export function PortalBlocks({ blocks }: { blocks: unknown }) {
  return (
    <View className="portal-blocks">
      {portalBlocks(blocks).map((block) => (
        <BlockBoundary key={block.id} title={block.title}>
          {block.type === 'banner' ? <BannerBlock block={block} /> : null}
          {block.type === 'apps' ? <AppsBlock block={block} /> : null}
          {block.type === 'articles' ? <ArticlesBlock block={block} /> : null}
          {block.type === 'documents' ? <DocumentsBlock block={block} /> : null}
          {block.type === 'richText' ? <RichTextBlock block={block} /> : null}
          {block.type === 'notice' ? <NoticeBlock block={block} /> : null}
          {block.type === 'ad' ? <AdBlock block={block} /> : null}
          {block.type === 'video' ? <VideoBlock block={block} /> : null}
          {block.type === 'unknown' ? <UnknownBlock title={block.title} /> : null}
        </BlockBoundary>
      ))}
    </View>
  );
}
