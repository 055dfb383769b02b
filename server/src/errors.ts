/**
 * The envelope and the error catalogue (spec calls-and-errors.md §8), server side.
 *
 * Every /api answer is `{ code, message, data }`; success is code 0. Errors carry the HTTP status as their body code
 * (400, 401, 403, 404, 500) except the named ones below, and a 404 for a missing record adds `detail: '数据不存在'`.
 */
import { z } from 'zod';

export const MSG = {
  ok: 'success',
  tokenMissing: '未登录,请先登录',
  tokenInvalid: 'token无效,请重新登录',
  tokenExpired: 'token过期,请重新登录',
  tenantRequired: '请先选择组织',
  foreignTenant: '您不属于该组织,无权访问其数据',
  appNotPublic: '抱歉,您无权访问该应用,请先获取权限',
  apiNotFound: 'API接口不存在',
  recordNotFound: '数据不存在',
  serverError: '服务器繁忙',
  busy: '网络繁忙,请稍后再试',
  badCredentials: '用户名或密码错误',
  tooManyFailures: '登录失败次数过多,请稍后再试',
  forbidden: '无权执行该操作',
} as const;

/** Body codes that are not an HTTP status. */
const CODE = {
  /** Expired token on the session services (HTTP 200). */
  tokenExpired: '4010',
  /** Server busy (HTTP 200). */
  busy: -109,
  appNotPublic: 'APP_NOT_PUBLIC',
  tenantRequired: 'TENANT_REQUIRED',
} as const;

export interface Envelope<T = unknown> {
  code: number | string;
  message: string;
  data: T;
  detail?: string;
}

export const ok = <T>(data: T, code: 0 | '0' = 0): Envelope<T> => ({ code, message: MSG.ok, data });

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | string,
    message: string,
    readonly detail?: string,
    /** What the answer carries besides the message (a refused form's field errors); null otherwise. */
    readonly data: unknown = null,
  ) {
    super(message);
  }

  get body(): Envelope<unknown> {
    return { code: this.code, message: this.message, data: this.data, ...(this.detail ? { detail: this.detail } : {}) };
  }

  static badRequest(message: string): ApiError {
    return new ApiError(400, 400, message);
  }

  static unauthorized(message: string = MSG.tokenMissing): ApiError {
    return new ApiError(401, 401, message);
  }

  /** The session services' way of saying "token expired": HTTP 200, body code "4010". */
  static expired4010(): ApiError {
    return new ApiError(200, CODE.tokenExpired, MSG.tokenExpired);
  }

  static forbidden(message: string = MSG.forbidden, code: number | string = 403): ApiError {
    return new ApiError(403, code, message);
  }

  static appNotPublic(): ApiError {
    return new ApiError(403, CODE.appNotPublic, MSG.appNotPublic);
  }

  static tenantRequired(): ApiError {
    return new ApiError(403, CODE.tenantRequired, MSG.tenantRequired);
  }

  static foreignTenant(): ApiError {
    return new ApiError(403, 403, MSG.foreignTenant);
  }

  /** A missing record: 404 with detail 数据不存在 (the client tells it apart from an unknown path). */
  static notFound(message: string = MSG.recordNotFound): ApiError {
    return new ApiError(404, 404, message, MSG.recordNotFound);
  }

  static busy(message: string = MSG.busy): ApiError {
    return new ApiError(200, CODE.busy, message);
  }
}

/** The value found, or a 404 (ApiError.notFound) with `message`. */
export function orNotFound<T>(value: T | undefined, message?: string): T {
  if (value === undefined) throw ApiError.notFound(message);
  return value;
}

/** One readable line from a zod error: `字段: 原因; 字段: 原因`. */
function describeZodError(error: z.ZodError): string {
  const parts = error.issues.map((issue) => {
    const where = issue.path.length ? issue.path.join('.') : '请求';
    return `${where}: ${issue.message}`;
  });
  return `参数错误: ${parts.join('; ')}`;
}

/** Parses input with a zod schema; a failure is a 400 with a clear message. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw ApiError.badRequest(describeZodError(result.error));
  return result.data;
}
