/**
 * Comments per account per minute, counted across every place a comment is written (record comments, content
 * comments, order reviews), so flooding one of them is as limited as flooding all (issue 34, finding 15).
 */
import type { ServerContext } from './context.js';
import { ApiError } from '../errors.js';
import { WindowQuota } from './window-quota.js';

const quotas = new WeakMap<ServerContext, WindowQuota>();

const COMMENT_TOO_OFTEN = '评论过于频繁,请稍后再试';

/** Spends one comment of `userId`'s minute, or refuses (400, the message the client toasts). */
export function spendComment(ctx: ServerContext, userId: string): void {
  let quota = quotas.get(ctx);
  if (!quota) quotas.set(ctx, (quota = new WindowQuota(ctx.clock, 60_000)));
  if (!quota.take(userId, 1, ctx.config.limits.commentsPerCallerPerMinute)) throw ApiError.badRequest(COMMENT_TOO_OFTEN);
}
