import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Clock } from './clock.js';

export interface StartOptions {
  port?: number;
  host?: string;
  dbFile?: string;
  h5Dir?: string;
  accessTokenTtlSeconds?: number;
  faults?: boolean;
  logger?: boolean;
  /** The server's clock; tests pass one they move (clock.ts). */
  clock?: Clock;
}

export interface ServerConfig {
  port: number;
  host: string;
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
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const intFromEnv = (name: string): number | undefined => {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
};

export function resolveConfig(opts: StartOptions = {}): ServerConfig {
  const env = process.env;
  return {
    port: opts.port ?? intFromEnv('PORT') ?? 10086,
    host: opts.host ?? env.HOST ?? '127.0.0.1',
    dbFile: opts.dbFile ?? env.WARE_DB ?? path.join(REPO_ROOT, 'server', 'data', 'ware.sqlite'),
    h5Dir: path.resolve(REPO_ROOT, opts.h5Dir ?? env.WARE_H5_DIR ?? path.join('dist', 'h5')),
    accessTokenTtlSeconds: opts.accessTokenTtlSeconds ?? intFromEnv('WARE_ACCESS_TOKEN_TTL') ?? 3600,
    faults: opts.faults ?? env.WARE_TEST_FAULTS === '1',
    logger: opts.logger ?? true,
    publicUrl: env.WARE_PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    extraRedirectUris: (env.WARE_EXTRA_REDIRECT_URIS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    maxInFlight: intFromEnv('WARE_MAX_IN_FLIGHT') ?? 256,
    uploadLimitBytes: 20 * 1024 * 1024,
    logRequests: env.WARE_LOG_REQUESTS === '1',
  };
}
