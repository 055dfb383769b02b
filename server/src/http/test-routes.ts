/**
 * /__test/*: only registered when faults are enabled. `reseed` is the demo seed, handed in by app.ts: runtime layers do
 * not import seed builders (.eslintrc.cjs SERVER_LAYERS).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import type { ServerContext } from './context.js';
import { MovableClock } from '../clock.js';
import { ApiError, ok, parse } from '../errors.js';
import { FaultInput, type FaultSwitch } from './faults.js';
import { cmsArticles } from '../db/cms.js';
import type { Db } from '../db/index.js';
import { smsCodes } from '../db/schema.js';

export function registerTestRoutes(app: FastifyInstance, ctx: ServerContext, faults: FaultSwitch, reseed: (db: Db) => Promise<void>): void {
  app.post('/__test/faults', async (req) => {
    const fault = parse(FaultInput, req.body);
    faults.add(fault);
    return ok({ pending: faults.list() });
  });
  app.get('/__test/faults', async () => ok({ pending: faults.list() }));
  app.delete('/__test/faults', async () => {
    faults.clear();
    return ok({ pending: [] });
  });
  app.post('/__test/reset', async () => {
    await reseed(ctx.db);
    ctx.throttle.reset();
    return ok({ reset: true });
  });
  // A failure outside any request, as a library's stray promise or callback makes: the process guards log it.
  app.post('/__test/stray-failure', async () => {
    void Promise.reject(new Error('stray rejection (test)'));
    setImmediate(() => {
      throw new Error('stray exception (test)');
    });
    return ok({ scheduled: true });
  });
  // Moves the server's clock forward: every expiry the server decides reads it (clock.ts). Forward only: a token
  // once expired stays expired, as in real time.
  app.post('/__test/clock', async (req) => {
    const { advanceSeconds } = parse(z.object({ advanceSeconds: z.number().int().min(1).max(400 * 24 * 3600) }), req.body);
    if (!(ctx.clock instanceof MovableClock)) throw ApiError.badRequest('此服务器的时钟不可移动(由测试传入)');
    ctx.clock.advance(advanceSeconds * 1000);
    return ok({ now: ctx.clock.iso() });
  });
  // A community article only a test needs (the stored-XSS fixture of test/e2e/support/xss-article.ts): kept out of
  // the demo seed, so the live feed shows only real-looking content. Written as the seed writes articles.
  app.post('/__test/articles', async (req) => {
    const a = parse(
      z.object({
        id: z.string().min(1).max(64),
        tenantId: z.string().min(1).max(32),
        kind: z.enum(['article', 'post']),
        title: z.string().min(1).max(100),
        content: z.string().min(1).max(20_000),
        authorId: z.string().min(1).max(32),
      }),
      req.body,
    );
    const now = ctx.clock.iso();
    ctx.db.insert(cmsArticles).values({ ...a, isPublic: false, images: [], readCount: 0, createdAt: now, updatedAt: now }).onConflictDoNothing().run();
    return ok({ id: a.id });
  });
  app.get('/__test/last-sms', async (req) => {
    const { phone } = parse(z.object({ phone: z.string().min(1) }), req.query);
    const row = ctx.db.select().from(smsCodes).where(eq(smsCodes.phone, phone)).get();
    if (!row) throw ApiError.notFound('该手机号没有验证码');
    return ok({ phone, code: row.code, sentAt: new Date(row.sentAt).toISOString() });
  });
}
