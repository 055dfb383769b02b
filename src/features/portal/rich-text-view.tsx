import { useMemo } from 'react';

import { fileUrl } from '../../api/documents';
import { sanitiseRichText, type RichNode } from '../../domain/portal';
import { RichText } from '../../ui/RichText';
import './rich-text.css';

const options = { imageUrl: (fileId: string) => fileUrl(fileId, false) };

/** Untrusted HTML as the safe tree (domain/portal/rich-text.ts). */
export function useRichText(html: string | null | undefined): { nodes: RichNode[] } {
  return useMemo(() => ({ nodes: sanitiseRichText(html, options) }), [html]);
}

/**
 * Rich text of a portal block, an article or a comment: only ever the sanitised tree (ui/RichText: the mini program's
 * native rich-text, in H5 the same elements built by React, never HTML).
 */
export function RichTextView({ nodes, className, testId }: { nodes: RichNode[]; className?: string; testId?: string }) {
  return <RichText className={className ? `portal-rich ${className}` : 'portal-rich'} nodes={nodes} testId={testId} />;
}
