// The mini program's rich text: WeChat's native rich-text drawing the sanitised node tree (domain/portal/rich-text.ts).
// H5 uses RichText.h5.tsx, which builds the same tree as React elements.
import { RichText as TaroRichText } from '@tarojs/components';

import type { RichNode } from '../domain/portal';

/** Images fit the screen's width: our own style, added after sanitising (stored styles never pass). */
const fitImages = (nodes: RichNode[]): RichNode[] =>
  nodes.map((n) =>
    n.type === 'text' ? n : { ...n, attrs: n.name === 'img' ? { ...n.attrs, style: 'max-width:100%;height:auto' } : n.attrs, children: fitImages(n.children) },
  );

export function RichText({ nodes, className, testId }: { nodes: RichNode[]; className?: string; testId?: string }) {
  return <TaroRichText className={className} nodes={fitImages(nodes)} data-testid={testId} />;
}
