/**
 * A form submitted while drafts of it still wait in the outbox (issue 40): the user typed without a network (the
 * server draft was queued), then the submit reached the server before the draft was replayed. The record now exists
 * and the server has deleted the form's draft; replaying the draft after it would bring that draft back, and the form
 * would offer the submitted input again as if it were unfinished. So a successful submit takes the form's waiting
 * drafts out of the outbox: the user's words are in the record, nothing is lost and there is nothing to tell them.
 * Its own module, with the form: the home's outbox never needs it.
 */
import { sameOwner, type OutboxEntry, type OutboxOwner } from './queue';

export interface Submitted {
  /** Who submitted, in which organisation: another person's drafts on the same device are theirs. */
  owner: OutboxOwner;
  /** The form's subject in the outbox (`form:{formId}`), as its drafts are queued. */
  subject: string;
  /** When the submit was sent: a draft queued after it belongs to a new filling and stays. */
  at: number;
}

/** The outbox without the drafts the submit made pointless: that form's, that user's, queued before it, waiting or refused. */
export function withoutSubmittedDrafts(entries: readonly OutboxEntry[], { owner, subject, at }: Submitted): OutboxEntry[] {
  const pointless = (e: OutboxEntry) => e.kind === 'draft' && e.subject === subject && sameOwner(e.owner, owner) && e.queuedAt <= at;
  return entries.filter((e) => !pointless(e));
}
