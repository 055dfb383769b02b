/**
 * WeChat subscribe messages (server/README.md "Subscribe messages"): which template to ask for at which moment,
 * whether to ask, and what WeChat answered. Pure rules; the asking itself is features/notify.
 */

/** The moments a message is offered for, in the server's words. */
const NOTIFY_SCENES = ['PROCESS_STARTED', 'TASK_ASSIGNED', 'ORDER_STATUS', 'AFTER_SALE_STATUS'] as const;
export type NotifyScene = (typeof NOTIFY_SCENES)[number];

export type SubscribeAnswer = 'accept' | 'reject' | 'ban' | 'filter';
const ANSWERS: readonly string[] = ['accept', 'reject', 'ban', 'filter'];

/** Template ids by scene, as configured; a scene without one is never asked for. */
export type TemplateIds = Partial<Record<NotifyScene, string>>;

/** Reads the configured map (JSON text of scene → template id); unknown scenes and empty ids are dropped. */
export function parseTemplateIds(json: string | undefined): TemplateIds {
  let raw: unknown;
  try {
    raw = JSON.parse(json || '{}');
  } catch {
    return {};
  }
  if (!raw || typeof raw !== 'object') return {};
  const out: TemplateIds = {};
  for (const scene of NOTIFY_SCENES) {
    const id = (raw as Record<string, unknown>)[scene];
    if (typeof id === 'string' && id.trim()) out[scene] = id.trim();
  }
  return out;
}

/**
 * Whether to ask now: only for a configured template, and never again once the person refused it or WeChat banned or
 * filtered it. An accept is asked again at the next moment: a one-time subscription allows one message.
 */
export function shouldAsk(templateId: string | undefined, remembered: SubscribeAnswer | undefined): templateId is string {
  return !!templateId && (remembered === undefined || remembered === 'accept');
}

/** WeChat's answer for each asked template (`{ errMsg, [templateId]: answer }`); missing or unknown ones are left out. */
export function answersOf(result: unknown, templateIds: readonly string[]): Record<string, SubscribeAnswer> {
  const out: Record<string, SubscribeAnswer> = {};
  if (!result || typeof result !== 'object') return out;
  for (const id of templateIds) {
    const answer = (result as Record<string, unknown>)[id];
    if (typeof answer === 'string' && ANSWERS.includes(answer)) out[id] = answer as SubscribeAnswer;
  }
  return out;
}

/** The storage key of one user's remembered answers, template id → answer. */
export const answersKey = (userId: string) => `ware_subscribe_answers:${userId}`;
