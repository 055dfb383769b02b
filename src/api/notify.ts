/** Subscribe messages: what the person answered to WeChat's subscription prompt (server/README.md "Subscribe messages"). */
import { subscriptionsSchema } from './schemas/notify';
import { request } from './transport';
import type { NotifyScene, SubscribeAnswer } from '../domain/notify/subscribe';

/** Quiet: a failed report must not disturb the action the prompt came with. */
export const saveSubscription = (scene: NotifyScene, answers: Record<string, SubscribeAnswer>) =>
  request({ method: 'POST', path: '/notify/subscriptions', data: { scene, answers }, schema: subscriptionsSchema, silent: true, loading: false });
