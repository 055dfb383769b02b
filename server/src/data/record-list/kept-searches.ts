/**
 * A search's answers kept per access (a kept access lives while the database is unchanged) under the change stamp:
 * its count, and the ids it finds in order, so its next pages (and the same search by others of the same access) read
 * only their page. A write moves the stamp; an answer read while the database changed is not kept.
 */
import type { Plan } from './plan.js';
import type { DbOrTx } from '../../db/index.js';
import type { FormAccess } from '../forms.js';
import { changeStamp } from '../read-cache.js';

type Kept<T> = WeakMap<FormAccess, Map<string, { stamp: string; value: T }>>;

/**
 * `compute()`'s answer for `key`, kept per access under the database's change stamp, at most `cap` answers each (all
 * dropped when full). An answer computed while the database changed is returned but not kept.
 */
function keptWhileUnchanged<T>(kept: Kept<T>, cap: number, db: DbOrTx, access: FormAccess, key: string, compute: () => T): T {
  const stamp = changeStamp(db);
  let answers = kept.get(access);
  const hit = answers?.get(key);
  if (stamp !== null && hit?.stamp === stamp) return hit.value;
  const value = compute();
  if (stamp !== null && changeStamp(db) === stamp) {
    if (!answers) kept.set(access, (answers = new Map()));
    if (answers.size >= cap) answers.clear();
    answers.set(key, { stamp, value });
  }
  return value;
}

/** Counts of searches kept per access while the database is unchanged, at most this many each. */
const KEPT_COUNTS = 200;
const counts: Kept<number> = new WeakMap();

/** A search's count (`counting`) kept while the database is unchanged. */
export function keptSearchCount(db: DbOrTx, access: FormAccess, formId: string, userId: string, plan: Plan, counting: () => number): number {
  const key = JSON.stringify([formId, userId, plan.conditions, plan.anyOf, plan.offset]);
  return keptWhileUnchanged(counts, KEPT_COUNTS, db, access, key, counting);
}

/** Searches kept per access (a kept access lives while the database is unchanged), at most this many each. */
const KEPT_SEARCHES = 20;
const searches: Kept<string[]> = new WeakMap();

/** The ids a search finds, in order, kept while the database is unchanged (by either path: both find the same). */
export function keptIds(db: DbOrTx, access: FormAccess, formId: string, userId: string, plan: Plan, find: () => string[]): string[] {
  const key = JSON.stringify([formId, userId, plan.conditions, plan.anyOf, plan.sorts, plan.offset]);
  return keptWhileUnchanged(searches, KEPT_SEARCHES, db, access, key, find);
}
