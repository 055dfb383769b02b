/**
 * Idempotency keys beyond submits (issue 40): the client's outbox replays a task decision, a draft save or a comment
 * with the key it was first made with, and an answer lost on the way back means the same call may arrive twice. The
 * first call with a key acts and remembers what it made; a repeat acts no more and answers what the first made.
 *
 * The keys live beside the submits' in `form_submissions` (scope, requestId → the id of what was made), in a scope
 * that names the caller and the call's subject (`user:{id}:task:{taskId}`, ...): one user's key never answers another
 * user's call, nor the same user's call about something else.
 */
import { and, eq } from 'drizzle-orm';

import type { DbOrTx } from '../db/index.js';
import { formSubmissions } from '../db/schema.js';

export interface Once<T> {
  db: DbOrTx;
  scope: string;
  /** The client's key; without one the call simply acts. */
  requestId: string | undefined;
  /** The answer again from the id the first call made (a repeat answers it), or undefined when it is gone. */
  again: (tx: DbOrTx, id: string) => T | undefined;
  /** Acts, inside the key's transaction, and says what it made (the id a repeat is answered from) and the answer. */
  act: (tx: DbOrTx) => { id: string; answer: T };
  at: string;
}

/**
 * Runs `act` once per key, in one transaction with the key's lookup and record, so two copies of the call arriving
 * together still act once. When what the first call made is gone since (a deleted comment), a repeat answers
 * `gone` without acting again: the user's action was taken once.
 */
export function once<T>({ db, scope, requestId, again, act, at }: Once<T>, gone: T): T {
  if (!requestId) return act(db).answer;
  return db.transaction((tx) => {
    const key = and(eq(formSubmissions.scope, scope), eq(formSubmissions.requestId, requestId));
    const seen = tx.select().from(formSubmissions).where(key).get();
    if (seen) return again(tx, seen.dataId) ?? gone;
    const { id, answer } = act(tx);
    tx.insert(formSubmissions).values({ scope, requestId, dataId: id, createdAt: at }).run();
    return answer;
  });
}
