/**
 * The request layer: the only caller of Taro.request (ARCHITECTURE.md). Spec calls-and-errors.md §4–§9.
 *
 * Every call passes the same interceptors, in order:
 * 1. queue: a call that sends the bearer token waits while a re-authentication runs;
 * 2. Authorization: `Bearer …` by default; an empty value for the admin OAuth token path and calls marked no-auth;
 *    no header at all for the anonymous calls (and the identity provider's token endpoint, a public client);
 * 3. tenant: `tid` from the stored id token is added to payloads that lack it;
 * 4. content type: JSON by default, form-encoded for the token calls and the mobile login;
 * 5. timeout 60000 ms, and the loading indicator after 1000 ms;
 * 6. the answer: success is code 0 or "0"; anything else is a row of the error catalogue (api/errors.ts), whose one
 *    behaviour is carried out here (toast, re-authentication, restricted access, empty result, modal or reject);
 * 7. the response's data is parsed with the call's zod schema: a mismatch is a clear error logged with its path.
 */
import Taro from '@tarojs/taro';
import type { z } from 'zod';

import { alertModal, backToHost, goRestrictedAccess, signInAgain, toast } from './error-effects';
import {
  ApiError,
  classify,
  errorRow,
  toastTextOf,
  type Answer,
  type CallContext,
  type ErrorRowId,
} from './errors';
import { hostSessionReady, takeHostToken } from './host-session';
import { trackLoading } from './loading';
import { createReauthGate } from './reauth';
import { config, REQUEST_TIMEOUT_MS } from '../config';
import { withTenant } from '../domain/auth/tenant-payload';
import { tokenSetOf, type TokenSet } from '../domain/auth/token-result';
import { SCHEMA_ERROR_TEXT } from '../domain/messages';
import { stringifyQuery, type QueryParams } from '../domain/query';
import { hostBridge } from '../platform/host-bridge';
import { currentTenantId, useSession } from '../stores/session';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * - `bearer`: the stored token (the default);
 * - `empty`: an empty Authorization header (the admin OAuth token path, calls marked no-auth);
 * - `anonymous`: no Authorization header (anonymous submit, unLogin upload and storage, the provider's endpoints).
 */
export type AuthMode = 'bearer' | 'empty' | 'anonymous';

export interface CallOptions<S extends z.ZodType = z.ZodType> {
  method?: Method;
  /** API path under the API base, e.g. `/auth/joined-organization`. */
  path: string;
  /** An absolute URL instead of an API path (the identity provider). */
  url?: string;
  /** Query parameters (appended to the URL whatever the method). */
  query?: QueryParams;
  /** Body for POST and PUT; query for GET. */
  data?: unknown;
  auth?: AuthMode;
  /** Form-encoded body instead of JSON (the token calls and the mobile login). */
  form?: boolean;
  /** Add the tenant id to the payload (default: yes for API calls, no for the identity provider). */
  tenant?: boolean;
  /** The schema of the response's data (of the whole body when `envelope` is false). */
  schema?: S;
  /** The answer is `{code, message, data}` (default). False for bare answers such as the provider's token endpoint. */
  envelope?: boolean;
  /** What a resolve-empty row (403 TENANT_REQUIRED on to-do and history; 数据不存在 on the to-do list) resolves to. */
  empty?: z.output<S>;
  /** The page the call is made for (the 数据不存在 row depends on it). */
  context?: CallContext;
  /** No toast, modal or navigation: the caller handles every failure (rejections still carry the row). */
  silent?: boolean;
  /** Show the loading indicator after 1000 ms (default yes). */
  loading?: boolean;
  /** Toast the same text again even when it is still showing. */
  repeatToast?: boolean;
  /** This is the identity provider's token endpoint: a 401 there is rejected, never re-authenticated. */
  tokenEndpoint?: boolean;
}

const JSON_TYPE = 'application/json;charset=UTF-8';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** The URL of a call (API base + path, or the absolute URL given), with its query. */
export function urlOf(options: Pick<CallOptions, 'path' | 'url' | 'query'>): string {
  const base = options.url ?? config.apiUrl(options.path);
  const query = stringifyQuery(options.query);
  if (!query) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

/** The headers of a call, with the given token. */
export function headersOf(options: Pick<CallOptions, 'auth' | 'form'>, token: string | null): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': options.form ? FORM_TYPE : JSON_TYPE };
  const auth = options.auth ?? 'bearer';
  if (auth === 'empty') headers.Authorization = '';
  else if (auth === 'bearer' && token) headers.Authorization = token;
  return headers;
}

/** The payload as sent: tenant added, form-encoded when asked. */
export function payloadOf(options: Pick<CallOptions, 'data' | 'form' | 'tenant' | 'url'>, tid: string | undefined): unknown {
  const addTenant = options.tenant ?? options.url === undefined;
  const data = addTenant ? withTenant(options.data, tid) : options.data;
  if (options.form && data !== null && typeof data === 'object' && !Array.isArray(data)) {
    return stringifyQuery(data as QueryParams);
  }
  return data;
}

/** One HTTP exchange, never rejecting: the answer or a network failure. The only Taro.request in the app. */
async function send(options: CallOptions, token: string | null): Promise<Answer> {
  const method = options.method ?? 'GET';
  try {
    const res = await Taro.request({
      url: urlOf(options),
      method,
      data: payloadOf(options, currentTenantId()) as Record<string, unknown>,
      header: headersOf(options, token),
      timeout: REQUEST_TIMEOUT_MS,
      dataType: 'json',
    });
    return { status: res.statusCode, body: res.data as unknown };
  } catch (error) {
    return { status: 'network', error };
  }
}

/* ---------- Re-authentication ---------- */

/** The refresh-token exchange at the provider's token endpoint (calls-and-errors.md §7), with tenant_id when given. */
async function refreshExchange(refreshToken: string, tenantId: string | null | undefined): Promise<TokenSet> {
  const body = await request({
    method: 'POST',
    path: '/token',
    url: config.oidc().token,
    auth: 'anonymous',
    form: true,
    tenant: false,
    envelope: false,
    tokenEndpoint: true,
    silent: true,
    loading: false,
    data: {
      grant_type: 'refresh_token',
      client_id: config.clientId,
      refresh_token: refreshToken,
      tenant_id: tenantId || undefined,
    },
  });
  const tokens = tokenSetOf(body);
  if (!tokens) throw new ApiError('other', 200, body, '/token', 'refresh gave no access token');
  return tokens;
}

async function renewToken(): Promise<string> {
  const host = hostBridge();
  const session = useSession.getState();
  if (host) {
    takeHostToken(await host.renewToken());
  } else {
    const { refreshToken, tenantId } = session;
    if (!refreshToken) throw new Error('no refresh token: sign in again');
    session.setTokens(await refreshExchange(refreshToken, tenantId));
  }
  const token = useSession.getState().token;
  if (!token) throw new Error('renewal left no token');
  return token;
}

export const reauthGate = createReauthGate({
  currentToken: () => useSession.getState().token,
  renew: renewToken,
});

/**
 * A refresh-token exchange for a tenant (sign-in into the last organisation, switching organisation). Runs through
 * the gate's lock, so it never overlaps a re-authentication: refresh tokens rotate.
 */
export function refreshForTenant(tenantId: string): Promise<TokenSet> {
  return reauthGate.exclusive(async () => {
    const { refreshToken } = useSession.getState();
    if (!refreshToken) throw new ApiError('tokenEndpoint401', 401, null, '/token', 'no refresh token');
    return refreshExchange(refreshToken, tenantId);
  });
}

/* ---------- The call ---------- */

function logSchemaError(options: CallOptions, error: z.ZodError): void {
  const issues = error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
  console.error(`[api] ${options.method ?? 'GET'} ${options.path}: the response does not match its schema: ${issues}`);
}

function parseData<S extends z.ZodType>(options: CallOptions<S>, answer: Answer): z.output<S> {
  const body = answer.status === 'network' ? undefined : answer.body;
  const value = options.envelope === false ? body : (body as { data?: unknown } | null)?.data;
  if (!options.schema) return value as z.output<S>;
  const parsed = options.schema.safeParse(value);
  if (parsed.success) return parsed.data as z.output<S>;
  logSchemaError(options, parsed.error);
  if (!options.silent) toast(SCHEMA_ERROR_TEXT, { repeat: options.repeatToast });
  throw new ApiError('schema', answer.status, body, options.path, `${options.path}: ${SCHEMA_ERROR_TEXT}`);
}

const bodyOf = (answer: Answer): unknown => (answer.status === 'network' ? null : answer.body);
const statusOf = (answer: Answer) => answer.status;

/** Carries out a catalogue row's behaviour: resolves with the empty value, or rejects after the effect. */
async function applyRow<S extends z.ZodType>(row: ErrorRowId, answer: Answer, options: CallOptions<S>): Promise<z.output<S>> {
  const body = bodyOf(answer);
  const error = new ApiError(row, statusOf(answer), body, options.path);
  const behaviour = errorRow(row).behaviour;
  const quiet = options.silent === true;
  switch (behaviour.kind) {
    case 'resolve-empty':
      return (options.empty ?? []) as z.output<S>;
    case 'reject':
      throw error;
    case 'toast':
      if (!quiet) toast(toastTextOf(behaviour.text, body), { repeat: options.repeatToast });
      throw error;
    case 'restricted-access':
      if (!quiet) goRestrictedAccess(behaviour.message);
      throw error;
    case 'reauth':
      // Reached only when re-authentication is over or impossible: the host is asked again next time; otherwise sign in.
      if (!quiet) {
        if (hostBridge()) toast(behaviour.expiredText);
        else signInAgain(behaviour.expiredText);
      }
      throw error;
    case 'by-context': {
      if (options.context === 'todo') return (options.empty ?? []) as z.output<S>;
      if (quiet) throw error;
      if (options.context === 'formInfo') {
        await alertModal(behaviour.formInfo.modal);
      } else if (hostBridge()) {
        await alertModal(behaviour.nativeHost.modal);
        backToHost();
      } else {
        toast(toastTextOf(behaviour.otherwise.toast, body), { repeat: options.repeatToast });
      }
      throw error;
    }
  }
}

function usesToken(options: CallOptions): boolean {
  return (options.auth ?? 'bearer') === 'bearer' && !options.tokenEndpoint;
}

/** `done` ends the loading indicator before anything is shown (in WeChat hiding it can hide a toast too). */
async function run<S extends z.ZodType>(options: CallOptions<S>, replayed: boolean, done: () => void): Promise<z.output<S>> {
  if (usesToken(options)) {
    await hostSessionReady();
    await reauthGate.settled();
  }
  const tokenUsed = usesToken(options) ? useSession.getState().token : null;
  const answer = await send(options, tokenUsed);
  const row = classify(answer, { path: options.path, tokenEndpoint: options.tokenEndpoint });
  if (row === null) {
    done();
    return parseData(options, answer);
  }
  if (row === 'tokenExpired' && usesToken(options) && !replayed) {
    let renewed = false;
    try {
      await reauthGate.renew(tokenUsed);
      renewed = true;
    } catch (error) {
      console.warn('[api] re-authentication failed', error);
    }
    // One retry only: the replay's own 401 goes to sign-in (the `replayed` flag).
    if (renewed) return run(options, true, done);
  }
  done();
  return applyRow(row, answer, options);
}

/**
 * Makes a call. Resolves with the response's data parsed by the call's schema (or the empty value of a
 * resolve-empty row); rejects with an ApiError carrying the catalogue row, the status and the body.
 */
export async function request<S extends z.ZodType = z.ZodType<unknown>>(options: CallOptions<S>): Promise<z.output<S>> {
  const stop = options.loading === false ? () => undefined : trackLoading();
  try {
    return await run(options, false, stop);
  } finally {
    stop();
  }
}
