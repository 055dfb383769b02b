/**
 * A search's answers kept per access (a kept access lives while the database is unchanged) under the change stamp:
 * its count, and the ids it finds in order, so its next pages (and the same search by others of the same access) read
 * only their page. A write moves the stamp; an answer read while the database changed is not kept.
 */
import type { Plan } from './plan.js';
import type { DbOrTx } from '../../db/index.js';
import type { FormAccess } from '../forms.js';
import { changeStamp } from '../read-cache.js';

/** Counts of searches kept per access while the database is unchanged, at most this many each. */
const KEPT_COUNTS = 200;
const counts = new WeakMap<FormAccess, Map<string, { stamp: string; n: number }>>();

/** A search's count (`counting`) kept while the database is unchanged. */
export function keptSearchCount(db: DbOrTx, access: FormAccess, formId: string, userId: string, plan: Plan, counting: () => number): number {
  const stamp = changeStamp(db);
  const key = JSON.stringify([formId, userId, plan.conditions, plan.anyOf, plan.offset]);
  let kept = counts.get(access);
  const hit = kept?.get(key);
  if (stamp !== null && hit?.stamp === stamp) return hit.n;
  const total = counting();
  if (stamp !== null && changeStamp(db) === stamp) {
    if (!kept) counts.set(access, (kept = new Map()));
    if (kept.size >= KEPT_COUNTS) kept.clear();
    kept.set(key, { stamp, n: total });
  }
  return total;
}

/** Searches kept per access (a kept access lives while the database is unchanged), at most this many each. */
const KEPT_SEARCHES = 20;
const searches = new WeakMap<FormAccess, Map<string, { stamp: string; ids: string[] }>>();

/** The ids a search finds, in order, kept while the database is unchanged (by either path: both find the same). */
export function keptIds(db: DbOrTx, access: FormAccess, formId: string, userId: string, plan: Plan, find: () => string[]): string[] {
  const stamp = changeStamp(db);
  const key = JSON.stringify([formId, userId, plan.conditions, plan.anyOf, plan.sorts, plan.offset]);
  let kept = searches.get(access);
  const hit = kept?.get(key);
  if (stamp !== null && hit?.stamp === stamp) return hit.ids;
  const ids = find();
  if (stamp !== null && changeStamp(db) === stamp) {
    if (!kept) searches.set(access, (kept = new Map()));
    if (kept.size >= KEPT_SEARCHES) kept.clear();
    kept.set(key, { stamp, ids });
  }
  return ids;
}
