import { findUserByUsername, type User } from '../data/people.js';
import { MSG } from '../errors.js';
import type { ServerContext } from '../http/context.js';
import { hashPassword, verifyPassword } from '../util.js';

export type CredentialCheck = { ok: true; user: User } | { ok: false; reason: 'locked' | 'invalid'; message: string };

/**
 * A hash no password matches, checked for an unknown username so that it costs the same time as a known one:
 * the answer time does not tell which usernames exist.
 */
let absentUserHash: Promise<string> | undefined;

/**
 * Username + password from a network address, with the failure limits (oidc/throttle.ts). The same answer, in the
 * same time, for an unknown user and a wrong password.
 */
export async function checkCredentials(ctx: ServerContext, username: string, password: string, address: string): Promise<CredentialCheck> {
  if (ctx.throttle.isLocked(username, address)) return { ok: false, reason: 'locked', message: MSG.tooManyFailures };
  const user = findUserByUsername(ctx.db, username.trim());
  absentUserHash ??= hashPassword(`absent-${Math.random()}`);
  const valid = await verifyPassword(password, user?.passwordHash ?? (await absentUserHash));
  if (!user || !valid) {
    ctx.throttle.fail(username, address);
    return ctx.throttle.isLocked(username, address)
      ? { ok: false, reason: 'locked', message: MSG.tooManyFailures }
      : { ok: false, reason: 'invalid', message: MSG.badCredentials };
  }
  ctx.throttle.succeed(username, address);
  return { ok: true, user };
}
