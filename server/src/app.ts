/**
 * The local platform server: API under /api, identity provider under /oidc, uploaded files under /files, the built
 * H5 at / (history fallback), and, when faults are enabled, the test switch under /__test.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import type { Provider } from 'oidc-provider';

import { Clock, MovableClock } from './clock.js';
import { resolveConfig, type StartOptions, type WareMode } from './config.js';
import { FileTickets } from './data/files.js';
import { getMeta, openDatabase, type Db } from './db/index.js';
import { ApiError, MSG } from './errors.js';
import { CLIENT_ID, type ServerContext } from './http/context.js';
import { FaultSwitch, registerFaultHook } from './http/faults.js';
import { registerH5 } from './http/h5.js';
import { allowOrigin, BASE_HEADERS, originAllowList, registerSecurityHeaders, type OriginCheck } from './http/headers.js';
import { registerJsonBodies } from './http/json-body.js';
import { listenOnIpv6Loopback } from './http/loopback.js';
import { lanAddresses, servedOrigins, shownHost } from './http/origins.js';
import { startReadPool } from './http/read-pool.js';
import { registerTestRoutes } from './http/test-routes.js';
import { registerInteractions } from './oidc/interaction.js';
import { loadKeys } from './oidc/keys.js';
import { LoginThrottle } from './oidc/throttle.js';
import { SERVICES } from './routes/index.js';
import { registerFileRoutes, uploadTooLarge } from './routes/storage.js';
import { isUnder } from './util.js';
import './zod-setup.js';

export type { StartOptions } from './config.js';

export interface RunningServer {
  url: string;
  /** LAN mode: where a phone on the same network opens the H5. */
  lanUrls: string[];
  mode: WareMode;
  close(): Promise<void>;
  /** Every registered route (method + path), for the README completeness test. */
  routes: { method: string; url: string }[];
  /** A request handled in process, without a socket (fastify's inject): for tests that send many. */
  inject: FastifyInstance['inject'];
}

function registerErrorHandler(app: FastifyInstance, ctx: ServerContext): void {
  app.setErrorHandler((error: FastifyError | ApiError | Error, req, reply) => {
    if (error instanceof ApiError) return reply.code(error.status).send(error.body);
    const fe = error as FastifyError;
    if (fe.code === 'FST_REQ_FILE_TOO_LARGE') return reply.code(400).send(uploadTooLarge(ctx).body);
    const status = fe.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? '不支持的Content-Type'
          : fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? '请求体过大'
            : fe.code?.startsWith('FST_ERR_CTP') || fe.code?.startsWith('FST_INVALID')
              ? `请求格式错误: ${fe.message}`
              : fe.message;
      return reply.code(400).send({ code: 400, message, data: null });
    }
    ctx.log(`500 on ${req.method} ${req.url}: ${error.stack ?? error.message}`);
    return reply.code(500).send({ code: 500, message: MSG.serverError, data: null });
  });
}

/** Requests for /oidc/* (except our interaction pages) go to the provider's Koa app, untouched by fastify. */
function registerOidcMount(app: FastifyInstance, ctx: ServerContext): void {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  app.addHook('onRequest', async (req, reply) => {
    const url = req.raw.url ?? '';
    if (!isUnder(url, '/oidc') || url.startsWith('/oidc/interaction/')) return;
    if (!ctx.provider) return reply.code(503).send({ code: 503, message: '身份认证服务启动中', data: null });
    handler ??= (await ctx.provider()).callback();
    // A hijacked answer skips the onSend hooks: the provider's pages get the same headers here.
    for (const [name, value] of Object.entries(BASE_HEADERS)) reply.raw.setHeader(name, value);
    reply.raw.setHeader('content-security-policy', "frame-ancestors 'self'");
    reply.hijack();
    const raw = req.raw as typeof req.raw & { originalUrl?: string };
    raw.originalUrl = url;
    raw.url = url.slice('/oidc'.length) || '/';
    handler(raw, reply.raw);
    return reply;
  });
}

/**
 * More than `max` concurrent /api requests: answer body code -109 (busy) instead of queueing. Registered first, so
 * a request slowed by the fault switch counts as in flight.
 */
function registerBusyLimiter(app: FastifyInstance, max: number, allowed: OriginCheck): void {
  let inFlight = 0;
  app.addHook('onRequest', async (req, reply) => {
    if (!isUnder(req.raw.url ?? '', '/api')) return;
    if (inFlight >= max) {
      allowOrigin(req, reply, allowed);
      return reply.code(200).send(ApiError.busy().body);
    }
    inFlight += 1;
    // 'close' fires once the response is done or the connection is gone (dropped, hijacked or not).
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
  });
}

/**
 * The demo seed, loaded only when demo data is written: production mode runs no seed code and needs none of the
 * seed's packages (the painted pictures' canvas), which are development dependencies.
 */
const seedDatabase = async (db: Db): Promise<void> => (await import('./seed/index.js')).seedDatabase(db);

/**
 * Demo mode seeds the demo data into a new database. Production mode seeds nothing, and refuses a database that holds
 * the demo data (its accounts share one published password).
 */
async function prepareData(db: Db, mode: WareMode): Promise<void> {
  const demo = getMeta(db, 'seededAt');
  if (mode === 'demo' && !demo) await seedDatabase(db);
  if (mode === 'production' && demo) throw new Error('WARE_MODE=production: this database holds the demo data; give production its own WARE_DB');
}

export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const config = resolveConfig(opts);
  // With the test switch on, a clock `/__test/clock` can move (the expiry of a token mid-form, without sleeping).
  const clock = opts.clock ?? (config.faults ? new MovableClock() : new Clock());
  const db = openDatabase(config.dbFile);
  await prepareData(db, config.mode);
  const keys = await loadKeys(db);

  const app = Fastify({
    logger: config.logger ? { level: 'info', stream: process.stderr } : false,
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    bodyLimit: 2 * 1024 * 1024,
    // Closing must not wait for browsers' idle keep-alive sockets.
    forceCloseConnections: true,
  });

  const ctx: ServerContext = {
    config,
    clock,
    db,
    reads: startReadPool(db, config, (message) => ctx.log(message)),
    keys,
    throttle: new LoginThrottle(clock, { perUser: config.limits.loginFailuresPerUser, perAddress: config.limits.loginFailuresPerAddress }),
    fileTickets: new FileTickets(),
    url: '',
    internalUrl: '',
    origins: [],
    provider: undefined,
    log: (message) => {
      if (config.logger) app.log.info(message);
    },
  };

  const routes: RunningServer['routes'] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
  });
  registerErrorHandler(app, ctx);
  const corsAllowed = originAllowList(config.corsOrigins, () => ctx.origins);
  registerSecurityHeaders(app, path.join(config.h5Dir, 'index.html'));
  registerBusyLimiter(app, config.maxInFlight, corsAllowed);
  const faults = new FaultSwitch();
  if (config.faults) registerFaultHook(app, faults, corsAllowed);
  registerOidcMount(app, ctx);
  registerJsonBodies(app, config.limits.jsonDepth);
  await app.register(formbody);
  await app.register(multipart, {
    limits: { fileSize: config.uploadLimitBytes, files: 1, fields: 20 },
  });

  await app.register(
    async (api) => {
      await api.register(cors, {
        origin: (origin, done) => done(null, origin === undefined || corsAllowed(origin)),
        credentials: true,
        methods: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
        allowedHeaders: ['Authorization', 'Content-Type', 'X-Requested-With', 'tid'],
        maxAge: 600,
      });
      for (const register of SERVICES) register(api, ctx);
    },
    { prefix: '/api' },
  );
  registerFileRoutes(app, ctx);
  registerInteractions(app, ctx);
  if (config.faults) registerTestRoutes(app, ctx, faults, seedDatabase);
  await registerH5(app, config.h5Dir);

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address() as AddressInfo;
  const ipv6Loopback = await listenOnIpv6Loopback(config.host, address.port, app.server);
  ctx.internalUrl = `http://${shownHost(config.host)}:${address.port}`;
  ctx.url = config.publicUrl ?? ctx.internalUrl;
  const lanHosts = config.lan ? lanAddresses() : [];
  ctx.origins = servedOrigins({ url: ctx.url, port: address.port, lanHosts });
  // The issuer holds the port, so the provider is built once the server listens (port 0 in tests), and only when
  // first needed: oidc-provider is imported then (seconds), not by every start (most test files never use it).
  let provider: Promise<Provider> | undefined;
  ctx.provider = () => (provider ??= import('./oidc/provider.js').then(({ createProvider }) => createProvider(ctx, `${ctx.url}/oidc`)));
  ctx.log(`Ware platform server on ${ctx.url} (${config.mode} mode, client ${CLIENT_ID}, faults ${config.faults ? 'on' : 'off'}, read workers ${ctx.reads.size})`);

  let closed = false;
  return {
    url: ctx.url,
    lanUrls: lanHosts.map((h) => `http://${h}:${address.port}`),
    mode: config.mode,
    routes,
    inject: app.inject.bind(app),
    async close() {
      if (closed) return;
      closed = true;
      ipv6Loopback?.close();
      await app.close();
      await ctx.reads.close();
      db.$client.close();
    },
  };
}
