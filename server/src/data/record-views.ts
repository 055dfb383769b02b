/**
 * How records and the people on them are answered by the list, search and detail calls (spec §3): users as
 * `{ id, nickname, picture }`, the creator and last modifier as users and as names, both time names; only the
 * values of the fields the caller's role may see (spec §6).
 */
import { inArray } from 'drizzle-orm';

import { visibleRecordView, type FormAccess, type FormRecord } from './forms.js';
import type { DbOrTx } from '../db/index.js';
import { users } from '../db/schema.js';

/** One read of the users behind `ids`; unknown ids (and anonymous submitters) answer a placeholder. */
export function userRefs(db: DbOrTx, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = unique.length ? db.select({ id: users.id, nickname: users.nickname, picture: users.picture }).from(users).where(inArray(users.id, unique)).all() : [];
  const map = new Map(rows.map((u) => [u.id, u]));
  return (id: string) => map.get(id) ?? { id, nickname: id === 'anonymous' ? '匿名用户' : id, picture: '' };
}

/**
 * Records as spec §3 gives them: recordView with createTime, lastModifiedTime, createdBy / lastModifiedBy as users,
 * creater / updater names; `content` / `data` cut to the fields the caller may see (`permittedContent`, spec §6).
 */
export function listedRecords(db: DbOrTx, access: FormAccess, records: FormRecord[]) {
  const user = userRefs(db, records.flatMap((r) => [r.createdBy, r.lastModifiedBy]));
  return records.map((r) => ({
    ...visibleRecordView(access, r),
    createTime: r.createdAt,
    lastModifiedTime: r.updatedAt,
    createdBy: user(r.createdBy),
    lastModifiedBy: user(r.lastModifiedBy),
    creater: user(r.createdBy).nickname,
    updater: user(r.lastModifiedBy).nickname,
  }));
}
