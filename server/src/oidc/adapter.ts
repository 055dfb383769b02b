/**
 * oidc-provider storage in SQLite (table oidc_models), so sign-ins survive a restart of `npm start`.
 *
 * Access tokens stay findable for a day past their expiry: the API then answers "expired" (HTTP 401 or body code
 * "4010") rather than "unknown token". The provider itself checks `exp`, so this grace never extends a token.
 *
 * oidc-provider reads the real time for its own checks (`exp`, `iat`) and cannot take the server's clock. The store
 * does: a row's expiry is the server clock at the write plus the provider's `expiresIn`, and a row past it is not
 * found. So a test that moves the server clock past a lifetime sees the artifact gone (a refresh token, a session)
 * and the API judges an access token's expiry from its row (`accessTokenExpiresAt`), never from the provider's `exp`.
 */
import { and, eq, lt, or } from 'drizzle-orm';

import type { Clock } from '../clock.js';
import type { Db } from '../db/index.js';
import { oidcModels } from '../db/schema.js';

const GRACE_SECONDS: Record<string, number> = { AccessToken: 86_400 };
const SWEEP_EVERY = 200;

type Payload = Record<string, unknown>;

export function createSqliteAdapter(db: Db, clock: Clock) {
  let writes = 0;

  const sweep = () => {
    db.delete(oidcModels).where(lt(oidcModels.expiresAt, clock.epochSeconds() - 86_400)).run();
  };

  return class SqliteAdapter {
    constructor(readonly model: string) {}

    private live(row: { payload: Payload; expiresAt: number | null } | undefined): Payload | undefined {
      if (!row) return undefined;
      const grace = GRACE_SECONDS[this.model] ?? 0;
      if (row.expiresAt !== null && row.expiresAt + grace < clock.epochSeconds()) return undefined;
      return row.payload;
    }

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      const expiresAt = typeof expiresIn === 'number' ? clock.epochSeconds() + expiresIn : null;
      const values = {
        model: this.model,
        id,
        payload,
        grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
        userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
        uid: typeof payload.uid === 'string' ? payload.uid : null,
        expiresAt,
      };
      db.insert(oidcModels)
        .values(values)
        .onConflictDoUpdate({ target: [oidcModels.model, oidcModels.id], set: values })
        .run();
      if (++writes % SWEEP_EVERY === 0) sweep();
    }

    async find(id: string): Promise<Payload | undefined> {
      return this.live(
        db.select().from(oidcModels).where(and(eq(oidcModels.model, this.model), eq(oidcModels.id, id))).get(),
      );
    }

    async findByUid(uid: string): Promise<Payload | undefined> {
      return this.live(
        db.select().from(oidcModels).where(and(eq(oidcModels.model, this.model), eq(oidcModels.uid, uid))).get(),
      );
    }

    async findByUserCode(userCode: string): Promise<Payload | undefined> {
      return this.live(
        db
          .select()
          .from(oidcModels)
          .where(and(eq(oidcModels.model, this.model), eq(oidcModels.userCode, userCode)))
          .get(),
      );
    }

    async consume(id: string): Promise<void> {
      const row = db
        .select()
        .from(oidcModels)
        .where(and(eq(oidcModels.model, this.model), eq(oidcModels.id, id)))
        .get();
      if (!row) return;
      db.update(oidcModels)
        .set({ payload: { ...row.payload, consumed: clock.epochSeconds() } })
        .where(and(eq(oidcModels.model, this.model), eq(oidcModels.id, id)))
        .run();
    }

    async destroy(id: string): Promise<void> {
      db.delete(oidcModels).where(and(eq(oidcModels.model, this.model), eq(oidcModels.id, id))).run();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      db.delete(oidcModels).where(eq(oidcModels.grantId, grantId)).run();
    }
  };
}

/** When an access token (opaque: its value is its id) expires on the server clock, in epoch seconds; null if unknown. */
export function accessTokenExpiresAt(db: Db, token: string): number | null {
  const row = db
    .select({ expiresAt: oidcModels.expiresAt })
    .from(oidcModels)
    .where(and(eq(oidcModels.model, 'AccessToken'), eq(oidcModels.id, token)))
    .get();
  return row?.expiresAt ?? null;
}

/** Ends everything a grant holds: its tokens, the grant itself, and the provider sessions that point at it. */
export function revokeGrantEverywhere(db: Db, grantId: string): void {
  db.delete(oidcModels)
    .where(or(eq(oidcModels.grantId, grantId), and(eq(oidcModels.model, 'Grant'), eq(oidcModels.id, grantId))))
    .run();
  const sessions = db.select().from(oidcModels).where(eq(oidcModels.model, 'Session')).all();
  for (const s of sessions) {
    const authorizations = (s.payload.authorizations ?? {}) as Record<string, { grantId?: string }>;
    if (Object.values(authorizations).some((a) => a.grantId === grantId)) {
      db.delete(oidcModels).where(and(eq(oidcModels.model, 'Session'), eq(oidcModels.id, s.id))).run();
    }
  }
}
