/**
 * A call as it travels down Taro's interceptor chain: Taro.request's own options, with the request layer's options
 * of this call under `ware` (auth mode, page context, silent...). Every interceptor reads them with `layerCallOf`.
 *
 * Which calls the layer acts on: calls under the API base, and calls that carry `ware` (the identity provider's token
 * endpoint). A Taro.request to anywhere else passes every interceptor untouched, so the token never leaves for a
 * third party. The innermost interceptor (content.ts) removes `ware`: neither wx.request nor fetch ever sees it.
 */
import { config } from '../../config';
import type { Answer, CallContext } from '../errors';

/**
 * - `bearer`: the stored token (the default on the API);
 * - `empty`: an empty Authorization header (the admin OAuth token path, calls marked no-auth);
 * - `anonymous`: no Authorization header (anonymous submit, unLogin upload and storage, the provider's endpoints, and
 *   the default anywhere else).
 */
export type AuthMode = 'bearer' | 'empty' | 'anonymous';

/** The request layer's options of one call. Absent ones take the defaults of `layerCallOf`. */
export interface LayerOptions {
  auth?: AuthMode | undefined;
  /** Add the tenant id to the payload (default: on the API). */
  tenant?: boolean | undefined;
  /** Form-encoded body instead of JSON (the token calls and the mobile login). */
  form?: boolean | undefined;
  /** The page the call is made for (the 数据不存在 row depends on it). */
  context?: CallContext | undefined;
  /** No toast, modal or navigation: the caller handles every failure (rejections still carry the row). */
  silent?: boolean | undefined;
  /** What a resolve-empty row resolves to (default []). */
  empty?: unknown;
  /** Show the loading indicator after 1000 ms (default yes). */
  loading?: boolean | undefined;
  /** Toast the same text again even when it is still showing. */
  repeatToast?: boolean | undefined;
  /** This is a token endpoint: a 401 there is rejected, never re-authenticated. */
  tokenEndpoint?: boolean | undefined;
  /** Served by the secondary request layer (errors.ts `secondaryBehaviour`): its own handling of HTTP failures. */
  secondary?: boolean | undefined;
}

/** Taro.request's options as an interceptor receives and passes them on. */
export interface RequestParams {
  url: string;
  method?: string;
  data?: unknown;
  header?: Record<string, string>;
  timeout?: number;
  dataType?: string;
  ware?: LayerOptions;
  [option: string]: unknown;
}

/** What Taro.request resolves with, on both targets. */
export interface RequestResponse {
  statusCode: number;
  data: unknown;
  header?: Record<string, string>;
  errMsg?: string;
  [field: string]: unknown;
}

/** Taro's chain as an interceptor uses it (@tarojs/api Chain). */
export interface RequestChain {
  requestParams: RequestParams;
  proceed(params: RequestParams): Promise<RequestResponse>;
}

export type RequestInterceptor = (chain: RequestChain) => Promise<RequestResponse>;

/** A call's layer options with every default applied. */
export interface LayerCall {
  /** The API path from the base, query stripped (what the catalogue's path rules match); the URL elsewhere. */
  path: string;
  auth: AuthMode;
  tenant: boolean;
  form: boolean;
  context: CallContext | undefined;
  silent: boolean;
  empty: unknown;
  loading: boolean;
  repeatToast: boolean;
  tokenEndpoint: boolean;
  secondary: boolean;
}

const beforeQuery = (url: string): string => url.split(/[?#]/)[0] ?? url;

/** The API path of a URL under the API base (absolute, or the relative base itself), or null for any other URL. */
export function apiPathOf(url: string): string | null {
  const prefixes = [config.apiUrl('/')];
  if (config.apiBase.startsWith('/')) prefixes.push(`${config.apiBase.replace(/\/+$/, '')}/`);
  const prefix = prefixes.find((p) => url.startsWith(p));
  return prefix === undefined ? null : `/${beforeQuery(url.slice(prefix.length))}`;
}

/** The layer's view of a call, or null when the layer leaves it alone (not the API and no `ware`). */
export function layerCallOf(params: RequestParams): LayerCall | null {
  const own = params.ware;
  const apiPath = apiPathOf(params.url);
  if (!own && apiPath === null) return null;
  const onApi = apiPath !== null;
  return {
    path: apiPath ?? beforeQuery(params.url),
    auth: own?.auth ?? (onApi ? 'bearer' : 'anonymous'),
    tenant: own?.tenant ?? onApi,
    form: own?.form ?? false,
    context: own?.context,
    silent: own?.silent ?? false,
    empty: own?.empty,
    loading: own?.loading ?? true,
    repeatToast: own?.repeatToast ?? false,
    tokenEndpoint: own?.tokenEndpoint ?? false,
    secondary: own?.secondary ?? false,
  };
}

/** True when the call sends the stored token (and so waits for, and may start, a re-authentication). */
export function sendsToken(call: LayerCall): boolean {
  return call.auth === 'bearer' && !call.tokenEndpoint;
}

/** The header with `name` set to `value`, or removed when `value` is undefined, whatever the case of a key it had. */
export function withHeader(header: Record<string, string> | undefined, name: string, value: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(header ?? {})) if (key.toLowerCase() !== name.toLowerCase()) out[key] = v;
  if (value !== undefined) out[name] = value;
  return out;
}

/** A header's value, whatever the case of its key. */
export function headerOf(header: Record<string, string> | undefined, name: string): string | undefined {
  const key = Object.keys(header ?? {}).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : header![key];
}

/** A response as the catalogue classifies it. */
export function answerOf(response: RequestResponse): Answer {
  return { status: response.statusCode, body: response.data };
}
