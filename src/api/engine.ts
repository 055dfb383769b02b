/**
 * The one place where a call picks its form engine from the app's type marker and where the older engine's answers
 * are reshaped into the newer engine's (the rules are in domain/engine.ts). Service modules of the form
 * engines describe a call once per engine and go through `byEngine`.
 */
import type { z } from 'zod/mini';

import { toast } from './error-effects';
import { ApiError } from './errors';
import { request, type CallOptions } from './transport';
import { engineOf, ENGINE_PREFIX, type Engine } from '../domain/engine';
import { SCHEMA_ERROR_TEXT } from '../domain/messages';

export interface EngineCall<S extends z.ZodMiniType> {
  /** The call's options for each engine; `path` is relative to that engine's prefix. */
  v1: CallOptions<S> & { reshape?: (data: unknown) => unknown };
  current: CallOptions<S>;
}

/** The options of the call for an app type: path prefixed with the engine's, reshape applied for V1. */
export function engineCall<S extends z.ZodMiniType>(
  appType: string | null | undefined,
  call: EngineCall<S>,
): { engine: Engine; options: CallOptions<S> } {
  const engine = engineOf(appType);
  const chosen = engine === 'v1' ? call.v1 : call.current;
  return { engine, options: { ...chosen, path: `${ENGINE_PREFIX[engine]}${chosen.path}` } };
}

/**
 * Makes the call on the app's engine. For V1 the raw data is reshaped before the schema parses it, so both engines'
 * answers meet the same (newer-engine) schema.
 */
export async function byEngine<S extends z.ZodMiniType>(
  appType: string | null | undefined,
  call: EngineCall<S>,
): Promise<z.output<S>> {
  const { engine, options } = engineCall(appType, call);
  if (engine !== 'v1' || !call.v1.reshape) return request(options);
  const raw: unknown = await request({ ...options, schema: undefined });
  const reshaped = call.v1.reshape(raw);
  if (!options.schema) return reshaped as z.output<S>;
  const parsed = options.schema.safeParse(reshaped);
  if (parsed.success) return parsed.data as z.output<S>;
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
  console.error(
    `[api] ${options.method ?? 'GET'} ${options.path}: the reshaped V1 response does not match its schema: ${issues}`,
  );
  if (!options.silent) toast(SCHEMA_ERROR_TEXT);
  throw new ApiError('schema', 200, reshaped, options.path, `${options.path}: ${SCHEMA_ERROR_TEXT}`);
}
