/** Dictionary: administrative areas (`/dict/dictArea/get`). No token needed. */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { areas } from '../db/schema.js';
import { ApiError, ok, parse } from '../errors.js';
import { optionalCaller } from '../http/auth.js';
import type { ServerContext } from '../http/context.js';

const Code = z.string().trim().regex(/^\d{1,12}$/, '地区编码应为数字');

export function registerDict(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  api.get('/dict/dictArea/get', async (req) => {
    const { parentCode } = parse(z.object({ parentCode: Code.default('0') }), req.query);
    await optionalCaller(ctx, req);
    if (parentCode !== '0' && !db.select().from(areas).where(eq(areas.code, parentCode)).get()) {
      throw ApiError.notFound('地区不存在');
    }
    return ok(db.select().from(areas).where(eq(areas.parentCode, parentCode)).orderBy(asc(areas.code)).all());
  });
}
