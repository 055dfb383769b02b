/** Users, organisations and memberships: the queries every service needs. */
import { and, desc, eq, inArray } from 'drizzle-orm';

import { KeptReads } from './read-cache.js';
import type { DbOrTx } from '../db/index.js';
import { loginLogs, orgMembers, organizations, users } from '../db/schema.js';

export type User = typeof users.$inferSelect;
export type Organization = typeof organizations.$inferSelect;

export const findUser = (db: DbOrTx, id: string): User | undefined => db.select().from(users).where(eq(users.id, id)).get();

export const findUserByUsername = (db: DbOrTx, username: string): User | undefined =>
  db.select().from(users).where(eq(users.username, username)).get();

export const findUserByPhone = (db: DbOrTx, phone: string): User | undefined =>
  db.select().from(users).where(eq(users.phone, phone)).get();

export const findUserByOpenid = (db: DbOrTx, openid: string): User | undefined =>
  db.select().from(users).where(eq(users.wxOpenid, openid)).get();

type Membership = typeof orgMembers.$inferSelect;

/** Every signed-in call in an organisation asks this (the tenant check): kept until the next write (read-cache.ts). */
const keptMemberships = new KeptReads<Membership | undefined>();

export function membership(db: DbOrTx, userId: string, tenantId: string): Membership | undefined {
  return keptMemberships.read(db, `${userId}\n${tenantId}`, () =>
    db
      .select()
      .from(orgMembers)
      .where(and(eq(orgMembers.userId, userId), eq(orgMembers.tenantId, tenantId)))
      .get(),
  );
}

export const isMember = (db: DbOrTx, userId: string, tenantId: string): boolean => !!membership(db, userId, tenantId);

/** The organisations a user belongs to, in joining order, with the user's role in each. */
export function joinedOrganizations(db: DbOrTx, userId: string) {
  const rows = db
    .select({ org: organizations, role: orgMembers.role, joinedAt: orgMembers.joinedAt })
    .from(orgMembers)
    .innerJoin(organizations, eq(organizations.id, orgMembers.tenantId))
    .where(eq(orgMembers.userId, userId))
    .orderBy(orgMembers.joinedAt, organizations.id)
    .all();
  return rows.map(({ org, role, joinedAt }) => ({ ...publicOrganization(org), role, isAdmin: role === 'ADMIN', joinedAt }));
}

export function publicOrganization(org: Organization) {
  return {
    id: org.id,
    name: org.name,
    logo: org.logo,
    industry: org.industry,
    description: org.description,
    createdAt: org.createdAt,
  };
}

export function publicUser(user: User) {
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    picture: user.picture,
    email: user.email,
    phone: user.phone,
    gender: user.gender,
  };
}

export function usersByIds(db: DbOrTx, ids: string[]): User[] {
  if (!ids.length) return [];
  return db.select().from(users).where(inArray(users.id, ids)).all();
}

/** The last organisation the user obtained a token for, if the user still belongs to it. */
export function lastLogin(db: DbOrTx, userId: string) {
  const row = db.select().from(loginLogs).where(eq(loginLogs.userId, userId)).orderBy(desc(loginLogs.id)).limit(1).get();
  return row ? { tenantId: row.tenantId, loginTime: row.createdAt, method: row.method } : null;
}

export function recordLogin(db: DbOrTx, userId: string, tenantId: string, method: string, at: string): void {
  db.insert(loginLogs).values({ userId, tenantId, method, createdAt: at }).run();
}

/**
 * Does another member of any of `userId`'s organisations go by `nickname` (or have it as username), compared by
 * `key` (text-rules.ts nameKey: full-width, invisible characters and case folded)? A member must not be able to
 * appear as the admin in lists, comments and approvals.
 */
export function nicknameTakenInTenants(db: DbOrTx, userId: string, nickname: string, key: (name: string) => string): boolean {
  const tenants = db.select({ tenantId: orgMembers.tenantId }).from(orgMembers).where(eq(orgMembers.userId, userId)).all().map((r) => r.tenantId);
  if (!tenants.length) return false;
  const wanted = key(nickname);
  return db
    .selectDistinct({ id: users.id, nickname: users.nickname, username: users.username })
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.userId))
    .where(inArray(orgMembers.tenantId, tenants))
    .all()
    .some((u) => u.id !== userId && (key(u.nickname) === wanted || key(u.username) === wanted));
}

export function updateUser(db: DbOrTx, id: string, changes: Partial<Pick<User, 'nickname' | 'picture' | 'email' | 'gender'>>): void {
  db.update(users).set(changes).where(eq(users.id, id)).run();
}
