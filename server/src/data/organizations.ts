/** Organisations: lookups, creation with its root department, counts and the invitation code. */
import { randomInt } from 'node:crypto';

import { count, eq, sql } from 'drizzle-orm';

import type { Organization } from './people.js';
import type { DbOrTx } from '../db/index.js';
import { apps, departments, orgMembers, organizationSettings, organizations } from '../db/schema.js';

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

/** Letters and digits that cannot be mistaken for one another when read aloud or typed from a poster. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/** A random invitation code no organisation holds (31^8 codes: guessing one is hopeless). */
function newInvitationCode(db: DbOrTx): string {
  for (;;) {
    const code = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    if (!organizationByInvitationCode(db, code)) return code;
  }
}

export interface NewOrganization {
  name: string;
  industry: string;
  description: string;
  logo: string;
  contactName: string;
  contactPhone: string;
  joinApproval: boolean;
}

export type OrganizationSettings = typeof organizationSettings.$inferSelect;

/** The joining rule and contact; an organisation without settings asks for approval. */
export function settingsOf(db: DbOrTx, tenantId: string): OrganizationSettings {
  const row = db.select().from(organizationSettings).where(eq(organizationSettings.tenantId, tenantId)).get();
  return row ?? { tenantId, joinApproval: true, contactName: '', contactPhone: '' };
}

/** Creates an organisation whose creator is its admin, with a root department (named like it) the creator leads. */
export function createOrganization(db: DbOrTx, input: NewOrganization, creatorId: string, at: string): string {
  const { contactName, contactPhone, joinApproval, ...org } = input;
  return db.transaction((tx) => {
    const id = nextOrganizationId(tx);
    tx.insert(organizations).values({ id, ...org, invitationCode: newInvitationCode(tx), invitationEnabled: true, createdBy: creatorId, createdAt: at }).run();
    tx.insert(organizationSettings).values({ tenantId: id, joinApproval, contactName, contactPhone }).run();
    const departmentId = `d${id}-root`;
    tx.insert(departments).values({ id: departmentId, tenantId: id, name: input.name, parentId: null, leaderUserId: creatorId, sort: 0 }).run();
    tx.insert(orgMembers).values({ tenantId: id, userId: creatorId, role: 'ADMIN', departmentId, jobTitle: '创建者', joinedAt: at }).run();
    return id;
  });
}

export function setInvitationEnabled(db: DbOrTx, tenantId: string, enabled: boolean): void {
  db.update(organizations).set({ invitationEnabled: enabled }).where(eq(organizations.id, tenantId)).run();
}
