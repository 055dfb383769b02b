/** Departments (with their member counts), the departments a person leads, and positions. */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';

import type { DbOrTx } from '../db/index.js';
import { departments, orgMembers, positions } from '../db/schema.js';

export type Department = typeof departments.$inferSelect;
export type Position = typeof positions.$inferSelect;

export const findDepartment = (db: DbOrTx, tenantId: string, id: string): Department | undefined =>
  db.select().from(departments).where(and(eq(departments.id, id), eq(departments.tenantId, tenantId))).get();

/** An organisation's departments matching `where`, in their sort order, each with its member count (one statement). */
function departmentsWithCounts(db: DbOrTx, tenantId: string, where?: SQL) {
  return db
    .select({
      department: departments,
      memberCount: db.$count(orgMembers, and(eq(orgMembers.tenantId, departments.tenantId), eq(orgMembers.departmentId, departments.id))),
    })
    .from(departments)
    .where(where ? and(eq(departments.tenantId, tenantId), where) : eq(departments.tenantId, tenantId))
    .orderBy(departments.sort)
    .all()
    .map(({ department, memberCount }) => ({ ...department, memberCount }));
}

export const departmentsOf = (db: DbOrTx, tenantId: string) => departmentsWithCounts(db, tenantId);

export const departmentsByIds = (db: DbOrTx, tenantId: string, ids: string[]) => departmentsWithCounts(db, tenantId, inArray(departments.id, ids));

/** The departments the user leads, and every department below them (a recursive query down `parent_id`). */
export function ledDepartments(db: DbOrTx, tenantId: string, userId: string): string[] {
  const rows = db.all<{ id: string }>(sql`
    WITH RECURSIVE led(id) AS (
      SELECT ${departments.id} FROM ${departments} WHERE ${departments.tenantId} = ${tenantId} AND ${departments.leaderUserId} = ${userId}
      UNION
      SELECT d.id FROM ${departments} d JOIN led ON d.parent_id = led.id WHERE d.tenant_id = ${tenantId}
    )
    SELECT id FROM led`);
  return rows.map((r) => r.id);
}

/** Leads a department, or holds a leader position, in the organisation. */
export function isLeader(db: DbOrTx, tenantId: string, userId: string): boolean {
  const position = db.select().from(positions).where(and(eq(positions.tenantId, tenantId), eq(positions.userId, userId), eq(positions.isLeader, true))).get();
  const headsDepartment = db.select().from(departments).where(and(eq(departments.tenantId, tenantId), eq(departments.leaderUserId, userId))).get();
  return !!(position || headsDepartment);
}

export const positionsOf = (db: DbOrTx, tenantId: string, userId: string): Position[] =>
  db.select().from(positions).where(and(eq(positions.tenantId, tenantId), eq(positions.userId, userId))).all();
