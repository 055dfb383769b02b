import { findUserByUsername, type User } from '../data/people.js';
import type { ServerContext } from '../http/context.js';
import { MSG } from '../http/errors.js';
import { verifyPassword } from '../util.js';

export type CredentialCheck = { ok: true; user: User } | { ok: false; reason: 'locked' | 'invalid'; message: string };

/** Username + password, with the failure limit. The same answer for an unknown user and a wrong password. */
export async function checkCredentials(ctx: ServerContext, username: string, password: string): Promise<CredentialCheck> {
  if (ctx.throttle.isLocked(username)) return { ok: false, reason: 'locked', message: MSG.tooManyFailures };
  const user = findUserByUsername(ctx.db, username.trim());
  const valid = user ? await verifyPassword(password, user.passwordHash) : false;
  if (!user || !valid) {
    ctx.throttle.fail(username);
    return ctx.throttle.isLocked(username)
      ? { ok: false, reason: 'locked', message: MSG.tooManyFailures }
      : { ok: false, reason: 'invalid', message: MSG.badCredentials };
  }
  ctx.throttle.succeed(username);
  return { ok: true, user };
}
