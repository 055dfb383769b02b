/** The members of an organisation, with their user and department, as the platform's member lists show them. */
import { and, count, eq, inArray, or, type SQL } from 'drizzle-orm';

import { offsetOf, type PageRequest } from './paging.js';
import { publicUser } from './people.js';
import { contains } from './text-match.js';
import type { DbOrTx } from '../db/index.js';
import { departments, orgMembers, users } from '../db/schema.js';

type MemberRow = { m: typeof orgMembers.$inferSelect; u: typeof users.$inferSelect; d: typeof departments.$inferSelect | null };

/** `Member` of the API: the public user plus the membership and the department's name. */
const memberView = ({ m, u, d }: MemberRow) => ({
  ...publicUser(u),
  userId: u.id,
  tenantId: m.tenantId,
  role: m.role,
  departmentId: m.departmentId,
  departmentName: d?.name ?? null,
  jobTitle: m.jobTitle,
  joinedAt: m.joinedAt,
});

export type Member = ReturnType<typeof memberView>;

const inTenant = (tenantId: string, where: SQL | undefined) => (where ? and(eq(orgMembers.tenantId, tenantId), where) : eq(orgMembers.tenantId, tenantId));

/** The members of one organisation matching `where`, in joining order. */
function memberRows(db: DbOrTx, tenantId: string, where?: SQL) {
  return db
    .select({ m: orgMembers, u: users, d: departments })
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.userId))
    .leftJoin(departments, eq(departments.id, orgMembers.departmentId))
    .where(inTenant(tenantId, where))
    .orderBy(orgMembers.joinedAt, users.id);
}

const membersWhere = (db: DbOrTx, tenantId: string, where?: SQL): Member[] => memberRows(db, tenantId, where).all().map(memberView);

export const findMember = (db: DbOrTx, tenantId: string, userId: string): Member | undefined => {
  const row = memberRows(db, tenantId, eq(orgMembers.userId, userId)).get();
  return row && memberView(row);
};

/** The members among `userIds` (others are left out), in joining order. */
export const membersByIds = (db: DbOrTx, tenantId: string, userIds: string[]): Member[] => membersWhere(db, tenantId, inArray(orgMembers.userId, userIds));

export const adminsOf = (db: DbOrTx, tenantId: string): Member[] => membersWhere(db, tenantId, eq(orgMembers.role, 'ADMIN'));

export const membersOfDepartments = (db: DbOrTx, tenantId: string, departmentIds: string[]): Member[] =>
  membersWhere(db, tenantId, inArray(orgMembers.departmentId, departmentIds));

export interface MemberQuery extends PageRequest {
  /** Contained in the nickname, username or phone. */
  keyword?: string | undefined;
  departmentId?: string | undefined;
}

/** One page of an organisation's members and how many match, both in SQL. */
export function memberPage(db: DbOrTx, tenantId: string, q: MemberQuery): { content: Member[]; totalElements: number } {
  const conditions: SQL[] = [];
  if (q.keyword) {
    conditions.push(or(contains(users.nickname, q.keyword), contains(users.username, q.keyword), contains(users.phone, q.keyword))!);
  }
  if (q.departmentId) conditions.push(eq(orgMembers.departmentId, q.departmentId));
  const filter = conditions.length ? and(...conditions) : undefined;
  const totalElements = db.select({ n: count() }).from(orgMembers).innerJoin(users, eq(users.id, orgMembers.userId)).where(inTenant(tenantId, filter)).get()?.n ?? 0;
  const content = memberRows(db, tenantId, filter)
    .limit(q.size)
    .offset(offsetOf(q))
    .all()
    .map(memberView);
  return { content, totalElements };
}

export function updateMember(db: DbOrTx, tenantId: string, userId: string, changes: Partial<Pick<typeof orgMembers.$inferInsert, 'departmentId' | 'jobTitle' | 'role'>>): void {
  db.update(orgMembers).set(changes).where(and(eq(orgMembers.tenantId, tenantId), eq(orgMembers.userId, userId))).run();
}
