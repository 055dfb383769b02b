/**
 * The mini program's subscribe-message prompt. Called first thing in the tap that starts the moment (WeChat only
 * shows requestSubscribeMessage from a tap), it asks for the scene's configured template unless the person already
 * refused it, remembers the answer per user and template, and reports it to the server, which then sends one message
 * when the event happens. It never throws and never delays the action it came with.
 */
import Taro from '@tarojs/taro';

import { saveSubscription } from '../../api/notify';
import { SUBSCRIBE_TEMPLATES } from '../../config';
import { answersKey, answersOf, shouldAsk, type NotifyScene, type SubscribeAnswer } from '../../domain/notify/subscribe';
import { storage } from '../../platform/storage';
import { useSession } from '../../stores/session';

/** Resolves once asked and reported (tests wait for it); the caller does not await it. */
export async function offerSubscription(scene: NotifyScene): Promise<void> {
  const { userId, token } = useSession.getState();
  const templateId = SUBSCRIBE_TEMPLATES[scene];
  if (!userId || !token || typeof Taro.requestSubscribeMessage !== 'function') return;
  const remembered = storage.get<Record<string, SubscribeAnswer>>(answersKey(userId)) ?? {};
  if (!shouldAsk(templateId, remembered[templateId ?? ''])) return;
  let result: unknown;
  try {
    // Taro's type also demands Alipay's entityIds, which WeChat does not take.
    result = await Taro.requestSubscribeMessage({ tmplIds: [templateId] } as Taro.requestSubscribeMessage.Option);
  } catch (error) {
    // The prompt failed (no tap, the switch off in settings, an unknown id): nothing to remember.
    console.warn('[notify] requestSubscribeMessage failed', error);
    return;
  }
  const answers = answersOf(result, [templateId]);
  if (!Object.keys(answers).length) return;
  storage.set(answersKey(userId), { ...remembered, ...answers });
  await saveSubscription(scene, answers).catch((error) => console.warn('[notify] saving the subscription failed', error));
}
