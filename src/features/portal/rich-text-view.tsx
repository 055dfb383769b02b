import { RichText } from '@tarojs/components';
import { useMemo } from 'react';

import { fileUrl } from '../../api/documents';
import { sanitiseRichText, truncateRichText, type RichNode } from '../../domain/portal';
import './rich-text.css';

const options = { imageUrl: (fileId: string) => fileUrl(fileId, false) };

/** Images fit the width of the screen (our own style, added after sanitising: stored styles never pass). */
const fitImages = (nodes: RichNode[]): RichNode[] =>
  nodes.map((n) =>
    n.type === 'text' ? n : { ...n, attrs: n.name === 'img' ? { ...n.attrs, style: 'max-width:100%;height:auto' } : n.attrs, children: fitImages(n.children) },
  );

/** Untrusted HTML as the safe tree (domain/portal/rich-text.ts), optionally cut after `limit` characters. */
export function useRichText(html: string | null | undefined, limit?: number): { nodes: RichNode[]; truncated: boolean } {
  return useMemo(() => {
    const nodes = fitImages(sanitiseRichText(html, options));
    return limit === undefined ? { nodes, truncated: false } : truncateRichText(nodes, limit);
  }, [html, limit]);
}

/**
 * Rich text of a portal block, an article or a comment: only ever the sanitised tree, rendered by `RichText` on both
 * targets (the mini program's native rich-text; in H5 Taro builds the same elements from the tree, never innerHTML).
 */
export function RichTextView({ nodes, className, testId }: { nodes: RichNode[]; className?: string; testId?: string }) {
  return <RichText className={className ? `portal-rich ${className}` : 'portal-rich'} nodes={nodes} data-testid={testId} />;
}
