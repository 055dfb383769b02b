/** Requests to join an organisation (by invitation code) and their approval. */
import { and, eq } from 'drizzle-orm';

import { membership, publicUser } from './people.js';
import type { DbOrTx } from '../db/index.js';
import { joinRequests, orgMembers, users } from '../db/schema.js';

export type JoinRequest = typeof joinRequests.$inferSelect;
export type JoinStatus = JoinRequest['status'];

type RequestRow = { r: JoinRequest; u: typeof users.$inferSelect | null };

/** A request with its user (read in the same statement). */
const requestView = ({ r, u }: RequestRow) => ({ ...r, user: u ? publicUser(u) : null });

function requestRows(db: DbOrTx) {
  return db.select({ r: joinRequests, u: users }).from(joinRequests).leftJoin(users, eq(users.id, joinRequests.userId));
}

/** An organisation's requests, oldest first, optionally of one status. */
export function joinRequestsOf(db: DbOrTx, tenantId: string, status?: JoinStatus) {
  const inTenant = eq(joinRequests.tenantId, tenantId);
  return requestRows(db)
    .where(status ? and(inTenant, eq(joinRequests.status, status)) : inTenant)
    .orderBy(joinRequests.createdAt)
    .all()
    .map(requestView);
}

export function findJoinRequest(db: DbOrTx, tenantId: string, id: string) {
  const row = requestRows(db)
    .where(and(eq(joinRequests.id, id), eq(joinRequests.tenantId, tenantId)))
    .get();
  return row && requestView(row);
}

/** The user's pending request to the organisation, or a new one. */
export function pendingOrNewRequest(db: DbOrTx, tenantId: string, userId: string, message: string, id: string, at: string): JoinRequest {
  const pending = db
    .select()
    .from(joinRequests)
    .where(and(eq(joinRequests.tenantId, tenantId), eq(joinRequests.userId, userId), eq(joinRequests.status, 'PENDING')))
    .get();
  if (pending) return pending;
  const row = { id, tenantId, userId, message, status: 'PENDING' as const, createdAt: at, handledBy: null, handledAt: null };
  db.insert(joinRequests).values(row).run();
  return row;
}

/**
 * Joining an organisation that needs no approval: the request is recorded already APPROVED (handled by nobody) and
 * the user is a MEMBER at once. A pending request from before the rule changed is settled the same way.
 */
export function joinWithoutApproval(db: DbOrTx, tenantId: string, userId: string, message: string, id: string, at: string): JoinRequest {
  return db.transaction((tx) => {
    const request = pendingOrNewRequest(tx, tenantId, userId, message, id, at);
    decideJoinRequest(tx, request, 'APPROVED', null, at);
    return { ...request, status: 'APPROVED' as const, handledBy: null, handledAt: at };
  });
}

/** Records the decision; an approved requester who is not yet a member joins as a MEMBER. */
/** `departmentId`: where the approver places the new member (issue 41: approved members landed in no department). */
export function decideJoinRequest(db: DbOrTx, request: JoinRequest, decision: 'APPROVED' | 'REJECTED', handledBy: string | null, at: string, departmentId: string | null = null): void {
  db.transaction((tx) => {
    tx.update(joinRequests).set({ status: decision, handledBy, handledAt: at }).where(eq(joinRequests.id, request.id)).run();
    if (decision === 'APPROVED' && !membership(tx, request.userId, request.tenantId)) {
      tx.insert(orgMembers).values({ tenantId: request.tenantId, userId: request.userId, role: 'MEMBER', departmentId, jobTitle: '', joinedAt: at }).run();
    }
  });
}
