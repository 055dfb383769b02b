/** Organisations: lookups, creation with its root department, counts and the invitation code. */
import { count, eq, sql } from 'drizzle-orm';

import type { Organization } from './people.js';
import type { DbOrTx } from '../db/index.js';
import { apps, departments, orgMembers, organizations } from '../db/schema.js';

export const findOrganization = (db: DbOrTx, id: string): Organization | undefined =>
  db.select().from(organizations).where(eq(organizations.id, id)).get();

export const organizationByInvitationCode = (db: DbOrTx, code: string): Organization | undefined =>
  db.select().from(organizations).where(eq(organizations.invitationCode, code)).get();

export const memberCountOf = (db: DbOrTx, tenantId: string): number =>
  db.select({ n: count() }).from(orgMembers).where(eq(orgMembers.tenantId, tenantId)).get()?.n ?? 0;

/** An organisation with its members, departments and apps counted, in one statement. */
export function organizationWithCounts(db: DbOrTx, id: string) {
  return db
    .select({
      org: organizations,
      memberCount: db.$count(orgMembers, eq(orgMembers.tenantId, organizations.id)),
      departmentCount: db.$count(departments, eq(departments.tenantId, organizations.id)),
      appCount: db.$count(apps, eq(apps.tenantId, organizations.id)),
    })
    .from(organizations)
    .where(eq(organizations.id, id))
    .get();
}

/** The next numeric organisation id: from 1003, never 666 (spec screens-data-rules.md §6: "no enterprise identity"). */
function nextOrganizationId(db: DbOrTx): string {
  const row = db.select({ max: sql<number>`max(cast(id as integer))` }).from(organizations).get();
  let next = Math.max(1003, (row?.max ?? 0) + 1);
  if (next === 666) next += 1;
  return String(next);
}

export interface NewOrganization {
  name: string;
  industry: string;
  description: string;
  logo: string;
}

/** Creates an organisation whose creator is its admin, with a root department (named like it) the creator leads. */
export function createOrganization(db: DbOrTx, input: NewOrganization, creatorId: string, invitationCode: string, at: string): string {
  return db.transaction((tx) => {
    const id = nextOrganizationId(tx);
    tx.insert(organizations).values({ id, ...input, invitationCode, invitationEnabled: true, createdBy: creatorId, createdAt: at }).run();
    const departmentId = `d${id}-root`;
    tx.insert(departments).values({ id: departmentId, tenantId: id, name: input.name, parentId: null, leaderUserId: creatorId, sort: 0 }).run();
    tx.insert(orgMembers).values({ tenantId: id, userId: creatorId, role: 'ADMIN', departmentId, jobTitle: '创建者', joinedAt: at }).run();
    return id;
  });
}

export function setInvitationEnabled(db: DbOrTx, tenantId: string, enabled: boolean): void {
  db.update(organizations).set({ invitationEnabled: enabled }).where(eq(organizations.id, tenantId)).run();
}
