/**
 * The browser has no requestSubscribeMessage. Inside WeChat's browser the same moments would offer the official
 * account's template messages, which need the account's own configuration (its app id, templates and the
 * follower's openid on the server); none is configured for this product, so the browser offers nothing
 * (README "Subscribe messages").
 */
import type { NotifyScene } from '../../domain/notify/subscribe';

export function offerSubscription(_scene: NotifyScene): Promise<void> {
  return Promise.resolve();
}
