// A document or article comment is one textarea: spec screens-data-rules.md §5 "Textarea maximum length 140". The
// texts are ours (the spec gives none); the local server refuses the same cases with the same words.
import { DOCUMENT_TEXT } from './messages';
import { TEXTAREA_MAX_LENGTH } from '../constants';

/** The comment box's length (domain/constants TEXTAREA_MAX_LENGTH), named here for the screens that show its count. */
export const COMMENT_MAX_LENGTH = TEXTAREA_MAX_LENGTH;

/** Why a comment cannot be sent, or null when it can. Counted after trimming, in UTF-16 units like the server. */
export function commentProblem(text: string): string | null {
  const content = text.trim();
  if (content === '') return DOCUMENT_TEXT.commentEmpty;
  if (content.length > COMMENT_MAX_LENGTH) return DOCUMENT_TEXT.commentTooLong.replace('{x}', String(COMMENT_MAX_LENGTH));
  return null;
}
