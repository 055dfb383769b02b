// A document comment is one textarea: spec screens-data-rules.md §5 "Textarea maximum length 140". The texts are
// ours (the spec gives none); the local server refuses the same cases with the same words.
import { DOCUMENT_TEXT } from './messages';

export const COMMENT_MAX_LENGTH = 140;

/** Why a comment cannot be sent, or null when it can. Counted after trimming, in UTF-16 units like the server. */
export function commentProblem(text: string): string | null {
  const content = text.trim();
  if (content === '') return DOCUMENT_TEXT.commentEmpty;
  if (content.length > COMMENT_MAX_LENGTH) return DOCUMENT_TEXT.commentTooLong.replace('{x}', String(COMMENT_MAX_LENGTH));
  return null;
}
