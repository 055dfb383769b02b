/**
 * A list's order (spec screens-data-rules.md §3 `sort`: `key,ASC|DESC`, several allowed, default newest first): read
 * from the request, applied in JavaScript (`sorter`, the reference) and in SQL (`sqlOrder`), which order alike.
 */
import { asc, desc, sql, type SQL } from 'drizzle-orm';

import { sortKeyOf } from '../../db/record-keys.js';
import { formData } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import type { FormRecord } from '../forms.js';
import { systemColumn, valueOf } from '../record-system-fields.js';

const SORT_KEY: Record<string, string> = { createdAt: 'createTime', updatedAt: 'lastModifiedTime' };

export type SortKey = { key: string; desc: boolean };

export function sortKeys(sort: string | string[] | undefined): SortKey[] {
  const list = (sort === undefined ? ['createTime,DESC'] : Array.isArray(sort) ? sort : [sort]).filter((s) => s !== '');
  return list.map((s) => {
    const [rawKey = '', dir = 'DESC'] = s.split(',');
    const key = SORT_KEY[rawKey.trim()] ?? rawKey.trim();
    if (key === '') throw ApiError.badRequest('参数错误: sort');
    return { key, desc: dir.trim().toUpperCase() !== 'ASC' };
  });
}

/**
 * The reference order (`recordPageInMemory`): each sort key's `sortKeyOf` (values without one after all others in
 * both directions), then newest id first. The database orders by the same keys (`sqlOrder`).
 */
export function sorter(keys: SortKey[]): (a: FormRecord, b: FormRecord) => number {
  const keyed = new WeakMap<FormRecord, (Buffer | null)[]>();
  const keysOf = (r: FormRecord) => {
    let k = keyed.get(r);
    if (!k) keyed.set(r, (k = keys.map(({ key }) => sortKeyOf(valueOf(r, key)))));
    return k;
  };
  return (a, b) => {
    const ka = keysOf(a);
    const kb = keysOf(b);
    for (let i = 0; i < keys.length; i++) {
      const x = ka[i]!;
      const y = kb[i]!;
      if (x === null || y === null) {
        if (x !== y) return x === null ? 1 : -1;
        continue;
      }
      const d = Buffer.compare(x, y);
      if (d !== 0) return keys[i]!.desc ? -d : d;
    }
    // Stable tie-break: newest id last created wins.
    return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
  };
}

/** The times as `compare` orders them (wall clock at offset 0, to the second); the indexes hold the same expressions. */
export const SQL_SORT: Record<string, SQL> = {
  createTime: sql`datetime(${formData.createdAt})`,
  lastModifiedTime: sql`datetime(${formData.updatedAt})`,
};

/**
 * The reference order (`sorter`) in SQL: the times by the time indexes' expressions; a content field by the key its
 * record's write stored (`record_sort_key`, db/record-index.ts); values without a key last in both directions (an
 * empty blob is below every key, x'FF' above: keys start with their kind, 0 to 2); then newest id first.
 */
export function sqlOrder(sorts: SortKey[]): SQL[] {
  return [
    ...sorts.map(({ key, desc: down }) => {
      const time = SQL_SORT[key];
      if (time) return down ? desc(time) : asc(time);
      const column = systemColumn(key);
      const stored = column
        ? sql`ware_sort_key(${column})`
        : sql`(SELECT k.key FROM record_sort_key k WHERE k.record_id = ${formData.id} AND k.field = ${key})`;
      return down ? sql`ifnull(${stored}, x'') DESC` : sql`ifnull(${stored}, x'FF') ASC`;
    }),
    desc(formData.id),
  ];
}
