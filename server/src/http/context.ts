import type { FastifyInstance } from 'fastify';
import type { Provider } from 'oidc-provider';

import type { Clock } from '../clock.js';
import type { ServerConfig } from '../config.js';
import type { ReadPool } from './read-pool.js';
import type { FileTickets } from '../data/files.js';
import type { Db } from '../db/index.js';
import type { Keys } from '../oidc/keys.js';
import type { LoginThrottle } from '../oidc/throttle.js';

export const CLIENT_ID = 'ware-mobile';
/** The scopes the client asks for (and a grant gets when the authorize request names none). */
export const SCOPE = 'openid profile email phone';

/**
 * What every route module receives. `url` and `provider` are set once the server listens (the issuer holds the port).
 * `provider` builds the identity provider on first use: importing oidc-provider costs seconds, and most requests (and
 * most test files) never reach /oidc or an OIDC access token.
 */
export interface ServerContext {
  config: ServerConfig;
  /** The time every expiry and stored time reads (clock.ts). */
  clock: Clock;
  db: Db;
  /** Where record lists and searches are read: worker threads or in process (read-pool.ts). */
  reads: ReadPool;
  keys: Keys;
  throttle: LoginThrottle;
  /** Short-lived download tickets for private files (data/files.ts). */
  fileTickets: FileTickets;
  url: string;
  /** Where this process itself reaches the server (differs from `url` behind WARE_PUBLIC_URL). */
  internalUrl: string;
  /** Every origin a browser may open the H5 at (origins.ts), `url`'s first; set once the server listens. */
  origins: string[];
  provider: (() => Promise<Provider>) | undefined;
  /** Server log (stderr); silent when the logger is off (tests). */
  log(message: string): void;
}

/**
 * A route plugin: registers one resource's routes on the /api scope (paths relative to /api). Every service module
 * exports one or more; routes/index.ts lists them.
 */
export type RegisterRoutes = (api: FastifyInstance, ctx: ServerContext) => void;

export const issuerOf = (ctx: ServerContext): string => `${ctx.url}/oidc`;

export function redirectUris(ctx: ServerContext): string[] {
  return [...ctx.origins.flatMap((o) => [`${o}/pages/login/login`, `${o}/`]), ...ctx.config.extraRedirectUris];
}

export function postLogoutRedirectUris(ctx: ServerContext): string[] {
  return [...ctx.origins.flatMap((o) => [`${o}/`, `${o}/pages/login/login`]), ...ctx.config.extraRedirectUris];
}

/** The identity provider, built (and oidc-provider imported) by the first call. */
export function requireProvider(ctx: ServerContext): Promise<Provider> {
  if (!ctx.provider) throw new Error('identity provider not ready');
  return ctx.provider();
}
