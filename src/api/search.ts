/**
 * What the Search screen asks the platform (spec calls-and-errors.md §7): the search itself (newer engine
 * form-data/search, older engine data/query) and, from "Platform and organisation", GET /platform/members and GET
 * /platform/members/subordinates. Shapes are the local server's
 * (server/README.md "Platform"): a member is a user with its id (also userId) and nickname.
 */
import { z } from 'zod/mini';

import { byEngine } from './engine';
import { idSchema } from './schemas/session';
import { request } from './transport';
import { engineOf, recordPageSchema, recordQueryPayload, type RecordQuery } from '../domain/records';

const memberSchema = z
  .pipe(
    z.looseObject({
      id: z.optional(idSchema),
      userId: z.optional(idSchema),
      nickname: z.nullish(z.string()),
      username: z.nullish(z.string()),
    }),
    z.transform((m) => ({ id: m.userId ?? m.id ?? '', name: m.nickname || m.username || m.userId || m.id || '' })),
  )
  .check(z.refine((m) => m.id !== ''));
export type SearchMember = z.output<typeof memberSchema>;

/** Members: a list, or a page of them. Members that fail their schema are dropped, not the whole answer. */
const membersSchema = z.pipe(
  z.union([
    z.array(z.unknown()),
    z.pipe(
      z.looseObject({ content: z.array(z.unknown()) }),
      z.transform((p) => p.content),
    ),
  ]),
  z.transform((items) =>
    items.flatMap((item) => {
      const parsed = memberSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
);

/** GET /platform/members/subordinates: the members under me (我的下属): ids for the staff-type filters (§6). */
export function mySubordinates() {
  return request({ path: '/platform/members/subordinates', schema: membersSchema, silent: true, loading: false });
}

/** GET /platform/members: the organisation's members a user field may be filtered by (the first 200). */
export function organisationMembers() {
  return request({
    path: '/platform/members',
    query: { page: 1, size: 200 },
    schema: membersSchema,
    silent: true,
    loading: false,
  });
}

/**
 * One page of a search (both engines; body from domain/records `recordQueryPayload`). Unlike the lists' tolerant
 * read, an answer that is not a page of records is an error (the screen says 搜索失败 and offers a retry) rather
 * than an empty result, so a broken answer never reads as "nothing found".
 */
export function searchRecords(appId: string, appType: string | null | undefined, q: RecordQuery) {
  const engine = engineOf(appType);
  const payload = recordQueryPayload(q, engine);
  const schema = recordPageSchema(engine);
  return byEngine(appType, {
    v1: { method: 'POST', path: '/data/query', data: payload.data, loading: false, schema },
    current: {
      method: 'POST',
      path: `/application/${encodeURIComponent(appId)}/form/${encodeURIComponent(q.formId)}/form-data/search`,
      query: payload.query,
      data: payload.data,
      loading: false,
      schema,
    },
  });
}
