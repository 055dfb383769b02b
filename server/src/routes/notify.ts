/**
 * Subscribe messages (server/README.md "Subscribe messages"): the mini program reports what a person answered to
 * `requestSubscribeMessage`; events write messages to the outbox (data/notify.ts). In demo mode the outbox is the
 * development outbox tests read (`GET /notify/dev/outbox`, demo only) and nothing leaves the server. In production
 * mode a sender delivers queued messages through WeChat's subscribeMessage.send with the configured app
 * credentials, and marks each FAILED with the reason when they are not configured.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { NOTIFY_SCENES, recordSubscription, subscriptionsOf } from '../data/notify.js';
import { findUser } from '../data/people.js';
import { notifyOutbox } from '../db/schema.js';
import { ApiError, ok, parse } from '../errors.js';
import { requireCaller } from '../http/auth.js';
import type { ServerContext } from '../http/context.js';

const Answer = z.enum(['accept', 'reject', 'ban', 'filter']);
const Subscribe = z.object({
  scene: z.enum(NOTIFY_SCENES),
  /** WeChat's result of one requestSubscribeMessage: template id → answer. */
  answers: z.record(z.string().trim().min(1).max(64), Answer).refine((a) => Object.keys(a).length > 0 && Object.keys(a).length <= 3, '一次最多订阅 3 个模板'),
});

export const NOTIFY_TEXT = {
  devOnly: '开发发件箱仅在演示模式下提供',
  notConfigured: '未配置微信订阅消息的 AppID 与 AppSecret (WARE_WECHAT_APPID, WARE_WECHAT_SECRET),消息未发送',
  noOpenid: '该用户未绑定微信,消息未发送',
  unknownTemplate: '未知的订阅消息模板',
} as const;

const SEND_INTERVAL_MS = 5000;

export function registerNotify(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  api.post('/notify/subscriptions', async (req) => {
    const { user } = await requireCaller(ctx, req);
    const input = parse(Subscribe, req.body ?? {});
    // Only the app's own templates, each for its own scene: nothing else can ever be sent.
    const known = ctx.config.subscribeTemplates[input.scene] ?? [];
    if (Object.keys(input.answers).some((id) => !known.includes(id))) throw ApiError.badRequest(NOTIFY_TEXT.unknownTemplate);
    const now = ctx.clock.iso();
    db.transaction((tx) => {
      for (const [templateId, answer] of Object.entries(input.answers)) recordSubscription(tx, { userId: user.id, templateId, scene: input.scene, answer, now });
    });
    return ok(subscriptionsOf(db, user.id));
  });

  api.get('/notify/subscriptions', async (req) => {
    const { user } = await requireCaller(ctx, req);
    return ok(subscriptionsOf(db, user.id));
  });

  // The development outbox: every message the events wrote, for tests and demos. Never in production.
  api.get('/notify/dev/outbox', async (req) => {
    if (ctx.config.mode !== 'demo') throw ApiError.forbidden(NOTIFY_TEXT.devOnly);
    const q = parse(z.object({ userId: z.string().trim().min(1).optional() }), req.query);
    const rows = db.select().from(notifyOutbox).where(q.userId ? eq(notifyOutbox.userId, q.userId) : undefined).orderBy(asc(notifyOutbox.id)).all();
    return ok(rows);
  });

  if (ctx.config.mode === 'production') startSender(api, ctx);
}

/** Production: delivers queued messages every few seconds; without credentials it refuses each one clearly. */
function startSender(api: FastifyInstance, ctx: ServerContext): void {
  const appId = process.env.WARE_WECHAT_APPID;
  const secret = process.env.WARE_WECHAT_SECRET;
  if (!appId || !secret) ctx.log(`[notify] ${NOTIFY_TEXT.notConfigured}`);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void deliverQueued(ctx, appId && secret ? { appId, secret } : null).finally(() => (running = false));
  }, SEND_INTERVAL_MS);
  timer.unref();
  api.addHook('onClose', async () => clearInterval(timer));
}

/** Sends every QUEUED message once; marks it SENT, or FAILED with WeChat's or our reason. */
export async function deliverQueued(ctx: ServerContext, credentials: { appId: string; secret: string } | null): Promise<void> {
  const { db } = ctx;
  const queued = db.select().from(notifyOutbox).where(eq(notifyOutbox.status, 'QUEUED')).orderBy(asc(notifyOutbox.id)).all();
  if (!queued.length) return;
  const mark = (id: number, status: 'SENT' | 'FAILED', error: string | null) => db.update(notifyOutbox).set({ status, error }).where(eq(notifyOutbox.id, id)).run();
  if (!credentials) {
    for (const m of queued) mark(m.id, 'FAILED', NOTIFY_TEXT.notConfigured);
    return;
  }
  let token: string;
  try {
    token = await accessToken(credentials);
  } catch (e) {
    ctx.log(`[notify] access token: ${String(e)}`);
    return;
  }
  for (const m of queued) {
    const openid = findUser(db, m.userId)?.wxOpenid;
    if (!openid) {
      mark(m.id, 'FAILED', NOTIFY_TEXT.noOpenid);
      continue;
    }
    try {
      const res = await fetch(`https://api.weixin.qq.com/cgi-bin/message/subscribe/send?access_token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          touser: openid,
          template_id: m.templateId,
          page: m.page,
          data: Object.fromEntries(Object.entries(m.data).map(([k, value]) => [k, { value }])),
          miniprogram_state: 'formal',
          lang: 'zh_CN',
        }),
      });
      const body = (await res.json()) as { errcode?: number; errmsg?: string };
      if (body.errcode) mark(m.id, 'FAILED', `${body.errcode} ${body.errmsg ?? ''}`.trim());
      else mark(m.id, 'SENT', null);
    } catch (e) {
      // Unreachable: stays QUEUED for the next round.
      ctx.log(`[notify] send ${m.id}: ${String(e)}`);
    }
  }
}

/** WeChat's stable access token for the app (cgi-bin/stable_token). */
async function accessToken({ appId, secret }: { appId: string; secret: string }): Promise<string> {
  const res = await fetch('https://api.weixin.qq.com/cgi-bin/stable_token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credential', appid: appId, secret }),
  });
  const body = (await res.json()) as { access_token?: string; errcode?: number; errmsg?: string };
  if (!body.access_token) throw new Error(`${body.errcode ?? ''} ${body.errmsg ?? ''}`.trim());
  return body.access_token;
}
