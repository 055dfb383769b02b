/**
 * Outbox entries as devices keep them (issue 40). Entries stored by an earlier version carry the user's words in two
 * fields, `text` (a form's input, for 复制内容) and `input` (an opinion or a comment, shown beside a refusal); they
 * load, replay and show as entries with the one field `words`.
 */
import type { OutboxEntry } from './queue';

/** An entry as read from the device: today's shape, or an earlier version's. */
export type StoredEntry = OutboxEntry & {
  /** Earlier versions: a form's input in words. */
  text?: string | undefined;
  /** Earlier versions: the opinion or comment. */
  input?: string | undefined;
};

/** The entry in today's shape; the user's words kept, whichever field they were stored in. */
export function fromStored({ text, input, ...entry }: StoredEntry): OutboxEntry {
  // An entry had one or the other; `words` first: an entry stored today is never rewritten.
  const words = entry.words ?? input ?? text;
  return words === undefined ? entry : { ...entry, words };
}
