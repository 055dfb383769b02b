import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Clock } from './clock.js';
import type { NotifyScene } from './db/schema.js';

/**
 * `demo`: seeded demo tenants and accounts, development WeChat codes, the limits a demo and its tests need.
 * `production`: an empty database (nothing but what an operator configures), development WeChat codes refused, the
 * fault switch refused, strict limits.
 */
export type WareMode = 'demo' | 'production';

export interface StartOptions {
  mode?: WareMode;
  port?: number;
  host?: string;
  dbFile?: string;
  h5Dir?: string;
  accessTokenTtlSeconds?: number;
  faults?: boolean;
  logger?: boolean;
  /** The server's clock; tests pass one they move (clock.ts). */
  clock?: Clock;
  limits?: Partial<Limits>;
  corsOrigins?: string[];
  /** Listen on every interface and announce the LAN addresses (`npm start -- --lan`, WARE_LAN=1). */
  lan?: boolean;
  /** Read workers for record lists and searches (http/read-pool.ts); 0 answers them in process. */
  readWorkers?: number;
  /** How long one read may take in a worker before the worker is replaced and the caller gets a 500. */
  readTimeoutMs?: number;
  /** The payment provider's notification key (WARE_PAY_NOTIFY_KEY); tests pass one to sign notifications. */
  paymentNotifyKey?: string;
  /** The mini program's subscribe-message template ids by scene (WARE_SUBSCRIBE_TEMPLATES). */
  subscribeTemplates?: SubscribeTemplates;
}

/** Subscribe-message template ids by scene: only these may be subscribed to (routes/notify.ts). */
type SubscribeTemplates = Partial<Record<NotifyScene, string[]>>;

/** The stand-in template ids the demo client is built with (src/config.ts DEMO_SUBSCRIBE_TEMPLATES). */
const DEMO_SUBSCRIBE_TEMPLATES: SubscribeTemplates = {
  PROCESS_STARTED: ['demo-tmpl-process-started'],
  TASK_ASSIGNED: ['demo-tmpl-task-assigned'],
  ORDER_STATUS: ['demo-tmpl-order-status'],
  AFTER_SALE_STATUS: ['demo-tmpl-after-sale-status'],
};

/** WARE_SUBSCRIBE_TEMPLATES: JSON `{ "SCENE": "id" | ["id", ...] }`. */
function templatesFromEnv(raw: string): SubscribeTemplates {
  const parsed: unknown = JSON.parse(raw);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('WARE_SUBSCRIBE_TEMPLATES must be a JSON object of scene → template id(s)');
  return Object.fromEntries(Object.entries(parsed).map(([scene, ids]) => [scene, (Array.isArray(ids) ? ids : [ids]).map(String)]));
}

export interface ServerConfig {
  mode: WareMode;
  port: number;
  /** The bind address: the loopback (127.0.0.1, and ::1 beside it) by default, every interface in LAN mode. */
  host: string;
  /** LAN mode: a phone on the same network may open the H5 and sign in at the machine's network addresses. */
  lan: boolean;
  dbFile: string;
  h5Dir: string;
  accessTokenTtlSeconds: number;
  faults: boolean;
  logger: boolean;
  /** Overrides the URL the server announces (issuer, redirect URIs), e.g. a LAN address for a phone. */
  publicUrl: string | undefined;
  extraRedirectUris: string[];
  /** Concurrent /api requests above which the server answers body code -109. */
  maxInFlight: number;
  uploadLimitBytes: number;
  logRequests: boolean;
  limits: Limits;
  /** Origins allowed to call /api from a browser (CORS); the server's own origin is always allowed. */
  corsOrigins: string[];
  /**
   * The official account's JS-SDK credentials (WARE_WECHAT_APP_ID, WARE_WECHAT_JSAPI_TICKET) for GET /pay/payment/sign.
   * Demo mode without them signs with a development ticket; production without them refuses to sign.
   */
  wechatJsapi: { appId: string; ticket: string } | null;
  /**
   * Worker threads that answer record lists and searches on their own read-only connections (http/read-pool.ts), so
   * the main event loop stays free for other calls: WARE_READ_WORKERS, by default the CPUs minus one (at least 1).
   * 0, and always for an in-memory database (no other connection can open it), answers them in process.
   */
  readWorkers: number;
  /** WARE_READ_TIMEOUT_MS: one read's limit in a worker (default 30 s, under the client's 60 s request timeout). */
  readTimeoutMs: number;
  /**
   * The key payment notifications are signed with (data/payments.ts). WARE_PAY_NOTIFY_KEY configures a real provider's;
   * demo mode without it makes a random one the played provider alone holds; production without it has no provider
   * (null: the played cashier and every notification are refused).
   */
  paymentNotifyKey: string | null;
  /** Template ids that may be subscribed to, by scene: WARE_SUBSCRIBE_TEMPLATES; demo without it, the demo client's. */
  subscribeTemplates: SubscribeTemplates;
}

/** The limits that differ between the modes (production: strict). */
interface Limits {
  /** Failed sign-ins for one username from one address within the window before that pair is refused. */
  loginFailuresPerUser: number;
  /** Failed sign-ins from one address (any usernames) within the window before that address is refused. */
  loginFailuresPerAddress: number;
  /** Bytes one address may upload without a token per hour. */
  anonymousUploadBytesPerHour: number;
  /** Bytes one signed-in account, and all signed-in accounts from one address, may upload per hour. */
  uploadBytesPerAccountPerHour: number;
  uploadBytesPerAddressPerHour: number;
  /** Deepest nesting of objects and arrays a JSON body may have. */
  jsonDepth: number;
  /** Pixels (width x height) an OCR photo may have: larger ones are refused from their header, before decoding. */
  ocrMaxPixels: number;
  /** One OCR read's time limit, reads per caller per minute, and reads that may wait behind the running one. */
  ocrTimeoutMs: number;
  ocrPerCallerPerMinute: number;
  ocrQueue: number;
  /** Comments one account may write per minute (records, content, order reviews together). */
  commentsPerCallerPerMinute: number;
}

const MIB = 1024 * 1024;

/** The limits both modes share (a phone photo is 12 to 50 megapixels; an ID card needs far fewer). */
const COMMON_LIMITS = {
  ocrMaxPixels: 50_000_000,
  ocrTimeoutMs: 20_000,
  ocrPerCallerPerMinute: 10,
  ocrQueue: 8,
  commentsPerCallerPerMinute: 10,
};

const LIMITS: Record<WareMode, Limits> = {
  demo: {
    ...COMMON_LIMITS,
    loginFailuresPerUser: 5,
    loginFailuresPerAddress: 30,
    anonymousUploadBytesPerHour: 60 * MIB,
    uploadBytesPerAccountPerHour: 300 * MIB,
    uploadBytesPerAddressPerHour: 600 * MIB,
    jsonDepth: 32,
  },
  production: {
    ...COMMON_LIMITS,
    loginFailuresPerUser: 5,
    loginFailuresPerAddress: 10,
    anonymousUploadBytesPerHour: 20 * MIB,
    uploadBytesPerAccountPerHour: 200 * MIB,
    uploadBytesPerAddressPerHour: 400 * MIB,
    jsonDepth: 32,
  },
};

/** The dev servers of the H5 (taro build --watch) and the e2e runs, besides the server's own origin. */
const DEMO_CORS_ORIGINS = ['http://127.0.0.1:10086', 'http://localhost:10086', 'http://127.0.0.1:10087', 'http://localhost:10087'];

const listFromEnv = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const intFromEnv = (name: string): number | undefined => {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
};

function modeOf(raw: string | undefined): WareMode {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'demo') return 'demo';
  if (value === 'production') return 'production';
  throw new Error(`WARE_MODE must be "demo" or "production", got "${raw}"`);
}

export function resolveConfig(opts: StartOptions = {}): ServerConfig {
  const env = process.env;
  const mode = opts.mode ?? modeOf(env.WARE_MODE);
  const faults = opts.faults ?? env.WARE_TEST_FAULTS === '1';
  // The fault switch resets data and reads SMS codes over HTTP: never in production.
  if (mode === 'production' && faults) throw new Error('WARE_TEST_FAULTS cannot be used with WARE_MODE=production');
  const lan = opts.lan ?? env.WARE_LAN === '1';
  const dbFile = opts.dbFile ?? env.WARE_DB ?? path.join(REPO_ROOT, 'server', 'data', 'ware.sqlite');
  return {
    mode,
    port: opts.port ?? intFromEnv('PORT') ?? 10086,
    host: opts.host ?? env.HOST ?? (lan ? '0.0.0.0' : '127.0.0.1'),
    lan,
    dbFile,
    h5Dir: path.resolve(REPO_ROOT, opts.h5Dir ?? env.WARE_H5_DIR ?? path.join('dist', 'h5')),
    accessTokenTtlSeconds: opts.accessTokenTtlSeconds ?? intFromEnv('WARE_ACCESS_TOKEN_TTL') ?? 3600,
    faults,
    logger: opts.logger ?? true,
    publicUrl: env.WARE_PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    extraRedirectUris: listFromEnv(env.WARE_EXTRA_REDIRECT_URIS),
    maxInFlight: intFromEnv('WARE_MAX_IN_FLIGHT') ?? (mode === 'production' ? 128 : 256),
    uploadLimitBytes: 20 * 1024 * 1024,
    logRequests: env.WARE_LOG_REQUESTS === '1',
    limits: { ...LIMITS[mode], ...opts.limits },
    wechatJsapi: env.WARE_WECHAT_APP_ID && env.WARE_WECHAT_JSAPI_TICKET ? { appId: env.WARE_WECHAT_APP_ID, ticket: env.WARE_WECHAT_JSAPI_TICKET } : null,
    readWorkers: dbFile === ':memory:' ? 0 : (opts.readWorkers ?? intFromEnv('WARE_READ_WORKERS') ?? Math.max(1, availableParallelism() - 1)),
    readTimeoutMs: opts.readTimeoutMs ?? intFromEnv('WARE_READ_TIMEOUT_MS') ?? 30_000,
    paymentNotifyKey: opts.paymentNotifyKey ?? (env.WARE_PAY_NOTIFY_KEY || (mode === 'demo' ? randomBytes(32).toString('hex') : null)),
    subscribeTemplates: opts.subscribeTemplates ?? (env.WARE_SUBSCRIBE_TEMPLATES ? templatesFromEnv(env.WARE_SUBSCRIBE_TEMPLATES) : mode === 'demo' ? DEMO_SUBSCRIBE_TEMPLATES : {}),
    corsOrigins: opts.corsOrigins ?? (env.WARE_CORS_ORIGINS !== undefined ? listFromEnv(env.WARE_CORS_ORIGINS).map((o) => o.replace(/\/+$/, '')) : mode === 'demo' ? DEMO_CORS_ORIGINS : []),
  };
}
