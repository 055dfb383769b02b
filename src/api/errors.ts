/**
 * The error catalogue (spec calls-and-errors.md §8) as data: one row per row of the spec's table, each with exactly
 * one behaviour, and the pure rule that picks the row for an answer. The catalogue interceptor carries the behaviours
 * out (interceptors/catalogue.ts, with api/error-effects.ts); test/unit/api/errors.test.ts checks this table against
 * the spec's, row by row.
 *
 * Pure: no Taro, no React, so the classification is tested with tables of answers.
 */
import { ERROR_TEXT, fillText } from '../domain/messages';

export type ErrorRowId =
  | 'nonZeroCode'
  | 'tokenExpired'
  | 'tokenEndpoint401'
  | 'busy'
  | 'badRequest'
  | 'processStart'
  | 'forbidden'
  | 'appNotPublic'
  | 'tenantRequired'
  | 'apiNotFound'
  | 'dataNotFound'
  | 'serverError'
  | 'network'
  | 'other';

/** Where the page that made the call is, for the one row whose behaviour depends on it (数据不存在). */
export type CallContext = 'formInfo' | 'todo' | 'default';

/** A toast's text: a fixed one, or the server's message with a fixed fallback. */
export type ToastText = { fixed: string } | { serverMessage: true; fallback?: string } | { processStart: true };

type Behaviour =
  /** Toast, then reject the call with an ApiError. */
  | { kind: 'toast'; text: ToastText }
  /**
   * Renew the token once (host or refresh) and replay; when that is over or impossible: in native-host mode toast,
   * otherwise clear token and userId, toast and go to login (interceptors/reauth-queue.ts, then the catalogue).
   */
  | { kind: 'reauth'; expiredText: string }
  /** Reject the call, nothing shown. */
  | { kind: 'reject' }
  /** Replace the page with the restricted-access page, showing this message; the call rejects. */
  | { kind: 'restricted-access'; message: string }
  /** Resolve with the call's empty value (an empty list). */
  | { kind: 'resolve-empty' }
  /** The behaviour depends on the page and on native-host mode (the 数据不存在 row). */
  | {
      kind: 'by-context';
      formInfo: { modal: string };
      todo: 'resolve-empty';
      nativeHost: { modal: string; thenBackToHost: true };
      otherwise: { toast: ToastText };
    };

export interface ErrorRow {
  id: ErrorRowId;
  /** The spec's Trigger cell, verbatim: the completeness test matches on it. */
  trigger: string;
  behaviour: Behaviour;
}

const SERVER_MESSAGE: ToastText = { serverMessage: true };

export const ERROR_CATALOGUE: readonly ErrorRow[] = [
  { id: 'nonZeroCode', trigger: 'HTTP 200 with non-zero code and a message', behaviour: { kind: 'toast', text: SERVER_MESSAGE } },
  { id: 'tokenExpired', trigger: 'Body code "4010" or HTTP 401', behaviour: { kind: 'reauth', expiredText: ERROR_TEXT.tokenExpired } },
  { id: 'tokenEndpoint401', trigger: '401 on token endpoint', behaviour: { kind: 'reject' } },
  {
    id: 'busy',
    trigger: 'Body code -109',
    behaviour: { kind: 'toast', text: { serverMessage: true, fallback: ERROR_TEXT.busy } },
  },
  { id: 'badRequest', trigger: '400', behaviour: { kind: 'toast', text: SERVER_MESSAGE } },
  { id: 'processStart', trigger: '400 on process start', behaviour: { kind: 'toast', text: { processStart: true } } },
  { id: 'forbidden', trigger: '403', behaviour: { kind: 'toast', text: SERVER_MESSAGE } },
  {
    id: 'appNotPublic',
    trigger: '403 with APP_NOT_PUBLIC on app endpoints',
    behaviour: { kind: 'restricted-access', message: ERROR_TEXT.appNotPublic },
  },
  { id: 'tenantRequired', trigger: '403 TENANT_REQUIRED on to-do list and history', behaviour: { kind: 'resolve-empty' } },
  { id: 'apiNotFound', trigger: '404', behaviour: { kind: 'toast', text: { fixed: ERROR_TEXT.apiNotFound } } },
  {
    id: 'dataNotFound',
    trigger: '404 with detail 数据不存在 on application paths',
    behaviour: {
      kind: 'by-context',
      formInfo: { modal: ERROR_TEXT.dataNoPermissionOrDeleted },
      todo: 'resolve-empty',
      nativeHost: { modal: ERROR_TEXT.dataDeleted, thenBackToHost: true },
      otherwise: { toast: { serverMessage: true, fallback: ERROR_TEXT.dataNotFoundDetail } },
    },
  },
  { id: 'serverError', trigger: '500', behaviour: { kind: 'toast', text: { fixed: ERROR_TEXT.serverBusy } } },
  {
    id: 'network',
    trigger: 'Other statuses and network failure',
    behaviour: { kind: 'toast', text: { fixed: ERROR_TEXT.network } },
  },
  { id: 'other', trigger: 'Other errors', behaviour: { kind: 'reject' } },
];

export function errorRow(id: ErrorRowId): ErrorRow {
  const row = ERROR_CATALOGUE.find((r) => r.id === id);
  if (!row) throw new Error(`no error row ${id}`);
  return row;
}

/* ---------- Which row an answer falls in ---------- */

/** App endpoints (APP_NOT_PUBLIC applies): the new engine's apps and packages, and the newer engine's app paths. */
export const APP_ENDPOINT = /^\/(ware-engine\/(apps|app-packages)|bigtable\/(app|application))(\/|$)/;
/** Application paths (数据不存在 applies): the app endpoints and both form engines. */
const APPLICATION_PATH = /^\/(ware-engine\/apps|ware-engine-form|bigtable)(\/|$)/;
/** To-do list and history (TENANT_REQUIRED resolves empty): both engines' task lists and process history. */
const TODO_AND_HISTORY =
  /^\/(bigtable\/(task\/(todo|done)|v1\/(tasks|process-instances)|notifications)|ware-engine-form\/(tasks|history|notifications))(\/|$)/;
/** Process start, both engines. */
const PROCESS_START = /\/(processes|process-definitions)\/key\/[^/]+\/start$/;

const TOKEN_EXPIRED_CODE = '4010';
const BUSY_CODE = -109;
const APP_NOT_PUBLIC = 'APP_NOT_PUBLIC';
const TENANT_REQUIRED = 'TENANT_REQUIRED';

/** What came back: an HTTP status and body, or no answer at all. */
export type Answer = { status: number; body: unknown } | { status: 'network'; error?: unknown };

export interface CallInfo {
  /** The API path, from the API base (`/auth/joined-organization`), query stripped; the URL for other endpoints. */
  path: string;
  /** The identity provider's token endpoint (a 401 there is rejected, never re-authenticated). */
  tokenEndpoint?: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The body's code, message and detail, whatever the body is. */
export function envelopeOf(body: unknown): { code: unknown; message: string; detail: string; hasCode: boolean } {
  if (!isRecord(body)) return { code: undefined, message: '', detail: '', hasCode: false };
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { code: body.code, message: text(body.message), detail: text(body.detail), hasCode: 'code' in body };
}

/** Success is code 0 or "0" (§3). */
function isSuccessCode(code: unknown): boolean {
  return code === 0 || code === '0';
}

const sameCode = (code: unknown, wanted: string | number) => code !== undefined && String(code) === String(wanted);

/** The catalogue row for an answer, or null when the answer is a success. */
export function classify(answer: Answer, call: CallInfo): ErrorRowId | null {
  if (answer.status === 'network') return 'network';
  const { status, body } = answer;
  const { code, message, detail, hasCode } = envelopeOf(body);
  const path = call.path.split('?')[0] ?? call.path;

  if (status === 401) return call.tokenEndpoint ? 'tokenEndpoint401' : 'tokenExpired';
  if (status >= 200 && status < 300) {
    // The provider's token endpoint answers bare OAuth JSON; an API answer without a code is a raw result.
    if (!hasCode || isSuccessCode(code)) return null;
    if (sameCode(code, TOKEN_EXPIRED_CODE)) return 'tokenExpired';
    if (sameCode(code, BUSY_CODE)) return 'busy';
    return message ? 'nonZeroCode' : 'other';
  }
  if (status === 400) return PROCESS_START.test(path) ? 'processStart' : 'badRequest';
  if (status === 403) {
    if (sameCode(code, APP_NOT_PUBLIC) && APP_ENDPOINT.test(path)) return 'appNotPublic';
    if (sameCode(code, TENANT_REQUIRED) && TODO_AND_HISTORY.test(path)) return 'tenantRequired';
    return 'forbidden';
  }
  if (status === 404) {
    const notFoundRecord = detail.includes(ERROR_TEXT.dataNotFoundDetail);
    return notFoundRecord && APPLICATION_PATH.test(path) ? 'dataNotFound' : 'apiNotFound';
  }
  if (status === 500) return 'serverError';
  return 'network';
}

/* ---------- The secondary request layer ---------- */

/**
 * §8's last paragraph: the secondary request layer answers an HTTP failure its own way. The calls it serves are the
 * ones §7 sets apart as sending "a JSON content type with an Authorization header": the order, pay receivable,
 * payment, after-sale refund, order comment and applyReceiptDetail calls (api/store.ts, option `secondary`).
 */
export type SecondaryBehaviour =
  /** Toast after `delayMs`, then reject. */
  | { kind: 'toast'; text: ToastText; delayMs: number }
  /** Go to sign-in, the current page as redirectUrl. */
  | { kind: 'sign-in' };

/**
 * "other non-200 toast the server message after 200 ms": the delay lets the loading indicator close first, since in
 * WeChat hiding the loading indicator also hides a toast shown meanwhile.
 */
export const SECONDARY_TOAST_DELAY_MS = 200;

/**
 * What the secondary layer does with an answer, or null where it adds nothing to the catalogue: a success, a body
 * code in a 200 answer, and a network failure keep their catalogue row.
 */
export function secondaryBehaviour(answer: Answer): SecondaryBehaviour | null {
  if (answer.status === 'network' || (answer.status >= 200 && answer.status < 300)) return null;
  if (answer.status === 500) return { kind: 'toast', text: { fixed: ERROR_TEXT.serverBusy }, delayMs: 0 };
  if (answer.status === 401 || answer.status === 403) return { kind: 'sign-in' };
  return { kind: 'toast', text: { serverMessage: true, fallback: ERROR_TEXT.network }, delayMs: SECONDARY_TOAST_DELAY_MS };
}

/* ---------- Texts ---------- */

/**
 * The process-start detail (§8 "detail text parsed"): what is already running, or null when the failure is another
 * one. The platform words it `...进行中: {x}` / `...in progress: {x}` (full-width colon too).
 */
export function runningProcessOf(detail: string): string | null {
  const match = /(?:进行中|in progress|already running)\s*[:：]\s*(.+)$/i.exec(detail.trim());
  return match ? match[1]!.trim() : null;
}

/** The text a toast shows for an answer. */
export function toastTextOf(text: ToastText, body: unknown): string {
  const { message, detail } = envelopeOf(body);
  if ('fixed' in text) return text.fixed;
  if ('processStart' in text) {
    const running = runningProcessOf(detail || message);
    return running ? fillText(ERROR_TEXT.processStartRunning, running) : ERROR_TEXT.processStartFailed;
  }
  return message || text.fallback || ERROR_TEXT.network;
}

/**
 * The text the catalogue gives a row's answer where it is kept to be read later (the outbox's refused actions): the
 * fixed text or the server's message as its row says; '' for a row that shows nothing, and for a server message left
 * out with no fallback of its own (a toast would say 网络异常, which a refusal is not).
 */
export function catalogueTextOf(row: ErrorRowId, body: unknown): string {
  const behaviour = errorRow(row).behaviour;
  const textOf = (text: ToastText) => ('serverMessage' in text && !text.fallback && !envelopeOf(body).message ? '' : toastTextOf(text, body));
  switch (behaviour.kind) {
    case 'toast':
      return textOf(behaviour.text);
    case 'by-context':
      return textOf(behaviour.otherwise.toast);
    case 'restricted-access':
      return behaviour.message;
    case 'reauth':
      return behaviour.expiredText;
    default:
      return '';
  }
}

/** The error a failed call rejects with: the catalogue row, the HTTP status and the body (§8 "reject with the body"). */
export class ApiError extends Error {
  constructor(
    readonly row: ErrorRowId | 'schema',
    readonly status: number | 'network',
    readonly body: unknown,
    readonly path: string,
    message?: string,
  ) {
    super(message ?? (envelopeOf(body).message || `${row} on ${path}`));
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
