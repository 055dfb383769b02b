/**
 * The service modules' one way to make a call (docs/architecture.md; spec calls-and-errors.md §4–§9): `request`
 * turns a call's options into a Taro.request, which passes the request layer's interceptors (src/api/interceptors,
 * order and reasons in src/api/README.md), then parses the answer's data with the call's zod schema, beside the call.
 */
import type { z } from 'zod/mini';

import { toast } from './error-effects';
import { ApiError } from './errors';
import type { AuthMode, LayerOptions, RequestParams, RequestResponse } from './interceptors/call';
import { requestLayerInstalled } from './interceptors/index';
import { layerRequest } from './layer-request';
import { config } from '../config';
import { SCHEMA_ERROR_TEXT } from '../domain/messages';
import { stringifyQuery, type QueryParams } from '../domain/query';

export { reauthGate, refreshForTenant } from './token-renewal';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions<S extends z.ZodMiniType = z.ZodMiniType> {
  method?: Method;
  /** API path under the API base, e.g. `/auth/joined-organization`. */
  path: string;
  /** An absolute URL instead of an API path (the identity provider). */
  url?: string;
  /** Query parameters (appended to the URL whatever the method). */
  query?: QueryParams;
  /** Body for POST and PUT; query for GET. */
  data?: unknown;
  /** Default `bearer` on the API (see AuthMode). */
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
  context?: LayerOptions['context'];
  /** No toast, modal or navigation: the caller handles every failure (rejections still carry the row). */
  silent?: boolean;
  /** Show the loading indicator after 1000 ms (default yes). */
  loading?: boolean;
  /** Toast the same text again even when it is still showing. */
  repeatToast?: boolean;
  /** This is a token endpoint: a 401 there is rejected, never re-authenticated. */
  tokenEndpoint?: boolean;
  /** Served by the secondary request layer (calls-and-errors.md §8; errors.ts `secondaryBehaviour`). */
  secondary?: boolean;
}

/** The URL of a call (API base + path, or the absolute URL given), with its query. */
export function urlOf(options: Pick<CallOptions, 'path' | 'url' | 'query'>): string {
  const base = options.url ?? config.apiUrl(options.path);
  const query = stringifyQuery(options.query);
  if (!query) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

/** The Taro.request of a call: the layer's options travel under `ware` to the interceptors. */
function requestParamsOf(options: CallOptions): RequestParams {
  const { auth, tenant, form, context, silent, empty, loading, repeatToast, tokenEndpoint, secondary } = options;
  return {
    url: urlOf(options),
    method: options.method ?? 'GET',
    data: options.data,
    ware: { auth, tenant, form, context, silent, empty, loading, repeatToast, tokenEndpoint, secondary },
  };
}

function logSchemaError(options: CallOptions, error: z.core.$ZodError): void {
  const issues = error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
  console.error(`[api] ${options.method ?? 'GET'} ${options.path}: the response does not match its schema: ${issues}`);
}

function parseData<S extends z.ZodMiniType>(
  options: CallOptions<S>,
  { statusCode, data: body }: RequestResponse,
): z.output<S> {
  const value = options.envelope === false ? body : (body as { data?: unknown } | null)?.data;
  if (!options.schema) return value as z.output<S>;
  const parsed = options.schema.safeParse(value);
  if (parsed.success) return parsed.data as z.output<S>;
  logSchemaError(options, parsed.error);
  if (!options.silent) toast(SCHEMA_ERROR_TEXT, { repeat: options.repeatToast });
  throw new ApiError('schema', statusCode, body, options.path, `${options.path}: ${SCHEMA_ERROR_TEXT}`);
}

/**
 * Makes a call. Resolves with the response's data parsed by the call's schema (or the empty value of a
 * resolve-empty row); rejects with an ApiError carrying the catalogue row, the status and the body.
 */
export async function request<S extends z.ZodMiniType = z.ZodMiniType<unknown>>(
  options: CallOptions<S>,
): Promise<z.output<S>> {
  if (!requestLayerInstalled())
    throw new Error('[api] the request layer is not installed: installRequestLayer runs at start-up');
  const response = await layerRequest(requestParamsOf(options));
  return parseData(options, response);
}
