/**
 * The test-only fault switch (enabled by WARE_TEST_FAULTS=1 or startServer({ faults: true }); never in `npm start`).
 * A fault answers the next `times` requests whose path starts with `path` (is `path`, with `exact`; a form's submit
 * path is also the prefix of its duplicate check) and whose method matches, if given:
 * after an optional delay, it drops the connection, or answers with the given status / body code / message / data, or (with
 * only a delay) lets the request through late. `worker` lets the request through to a read worker (read-pool.ts) that
 * then crashes or never answers (until the pool's time limit): a list or search read in process ignores it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

import { sleep } from '../util.js';
import { allowOrigin, type OriginCheck } from './headers.js';
import type { ReadFault } from './read-pool.js';

export const FaultInput = z.object({
  path: z.string().startsWith('/').max(500),
  exact: z.boolean().optional(),
  method: z.string().trim().toUpperCase().optional(),
  times: z.number().int().min(1).max(10_000).default(1),
  status: z.number().int().min(100).max(599).optional(),
  code: z.union([z.number(), z.string()]).optional(),
  message: z.string().max(500).optional(),
  detail: z.string().max(500).optional(),
  /** The answer's `data` (e.g. a refusal's field errors `{ errors: { key: message } }`); null when not given. */
  data: z.record(z.string(), z.unknown()).optional(),
  delayMs: z.number().int().min(0).max(120_000).optional(),
  drop: z.boolean().optional(),
  worker: z.enum(['crash', 'hang']).optional(),
});
export type Fault = z.infer<typeof FaultInput>;

export class FaultSwitch {
  private faults: Fault[] = [];

  add(fault: Fault): void {
    this.faults.push({ ...fault });
  }

  clear(): void {
    this.faults = [];
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  /** The fault for this request, if any; each use spends one of its `times`. */
  take(method: string, path: string): Fault | undefined {
    const index = this.faults.findIndex(
      (f) => (f.exact ? path === f.path : path.startsWith(f.path)) && (!f.method || f.method === method),
    );
    if (index < 0) return undefined;
    const fault = this.faults[index]!;
    fault.times -= 1;
    if (fault.times <= 0) this.faults.splice(index, 1);
    return fault;
  }
}

/** The worker fault a request was let through with (`worker` above), for the read it asks. */
const readFaults = new WeakMap<FastifyRequest['raw'], ReadFault>();
export const readFaultOf = (req: FastifyRequest): ReadFault | undefined => readFaults.get(req.raw);

const DEFAULT_MESSAGES: Record<number, string> = {
  400: '请求参数错误',
  401: 'token无效,请重新登录',
  403: '无权访问',
  404: 'API接口不存在',
  500: '服务器繁忙',
};

export function registerFaultHook(app: FastifyInstance, faults: FaultSwitch, allowed: OriginCheck): void {
  app.addHook('onRequest', async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (path.startsWith('/__test')) return;
    const fault = faults.take(req.method, path);
    if (!fault) return;
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.drop) {
      reply.hijack();
      req.raw.socket.destroy();
      return reply;
    }
    if (fault.worker) {
      readFaults.set(req.raw, fault.worker);
      return;
    }
    if (fault.status === undefined && fault.code === undefined && fault.message === undefined) return;
    const status = fault.status ?? (fault.code !== undefined ? 200 : 500);
    const body = {
      code: fault.code ?? status,
      message: fault.message ?? DEFAULT_MESSAGES[status] ?? `HTTP ${status}`,
      data: fault.data ?? null,
      ...(fault.detail !== undefined ? { detail: fault.detail } : {}),
    };
    allowOrigin(req, reply, allowed);
    return reply.code(status).send(body);
  });
}
