/**
 * What a replayed call's failure means for the queued action (issue 40): a conflict the user must see, or a passing
 * trouble that the next replay gets past. Keyed by the error catalogue's row (calls-and-errors.md §8, api/errors.ts).
 *
 * - Retryable, stays 待同步: no network or a gateway's odd status (`network`: the replay stops until it returns), the
 *   server busy or failing (`busy`, `serverError`: tried again at the next replay), an answer the layer could not read.
 * - Sign-in needed, stays 待同步: the token expired and its silent renewal failed (`tokenExpired`, `tokenEndpoint401`);
 *   the queue waits for the same user to sign in again.
 * - Conflict, 同步失败: every refusal by the server (the task already decided by someone else, the record changed or
 *   deleted, the form changed, a permission withdrawn, comments switched off): kept with the catalogue's message.
 * - Taken: the server answered success but its shape was not the expected one (`schema`): the action was done.
 */
import type { ReplayOutcome } from './queue';

/** A replayed call's failure: its catalogue row, and the text the catalogue gives it (the user's words). */
export interface ReplayFailure {
  row: string;
  text: string;
}

const OFFLINE_ROWS = new Set(['network']);
const LATER_ROWS = new Set(['busy', 'serverError']);
const SIGN_IN_ROWS = new Set(['tokenExpired', 'tokenEndpoint401']);
const TAKEN_ROWS = new Set(['schema']);

/** The outcome of a failed replay; `null` when no answer was read at all (the request layer itself failed). */
export function replayOutcomeOf(failure: ReplayFailure | null): ReplayOutcome {
  if (!failure) return { kind: 'later' };
  const { row, text } = failure;
  if (OFFLINE_ROWS.has(row)) return { kind: 'offline' };
  if (LATER_ROWS.has(row)) return { kind: 'later' };
  if (SIGN_IN_ROWS.has(row)) return { kind: 'signInNeeded' };
  if (TAKEN_ROWS.has(row)) return { kind: 'done' };
  return { kind: 'refused', message: text };
}

