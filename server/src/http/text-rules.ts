/**
 * What text the server stores (issue 34, finding 15). Pure functions, so the rules are tested as a table
 * (test/text-rules.test.ts), and the zod pieces the routes use them through.
 *
 * - A lone UTF-16 surrogate (`"\ud800"` in a JSON body) cannot be written as UTF-8: SQLite would store invalid bytes
 *   that every later reader chokes on. JSON bodies holding one are refused as a whole (http/json-body.ts).
 * - A name or nickname is shown to other people beside their own names: it may not be blank once invisible
 *   characters are taken away (a NUL-only name), hold control characters, or hold the bidirectional controls that
 *   make text display in another order than it is stored (U+202E turns "resu" into "user").
 * - An avatar is put into an <img src>: only web addresses (http, https) and the platform's own file ids, never
 *   `javascript:` or `data:text/html`.
 */
import { z } from 'zod';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** C0 and C1 control characters (NUL, line breaks and tabs included: a name is one line). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/** Bidirectional formatting: marks, embeddings, overrides, isolates. */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/** Characters that take no room: a name made only of them (and spaces) looks blank. */
// eslint-disable-next-line no-misleading-character-class -- each filler and joiner is listed to be removed on its own
const INVISIBLE = /[\s\u00AD\u034F\u115F\u1160\u180E\u200B-\u200D\u2060-\u2064\u3164\uFEFF\uFFA0]/gu;

export const TEXT_PROBLEM = {
  encoding: '文字包含无效字符',
  blank: '不能为空或只含不可见字符',
  control: '不能包含控制字符',
  bidi: '不能包含文字方向控制字符',
  imageUrl: '头像地址只能是 http(s) 链接或平台文件',
} as const;

export const hasLoneSurrogate = (text: string): boolean => LONE_SURROGATE.test(text);

/** Why `name` (a person's, an organisation's, a nickname) is refused, or null. */
export function nameProblem(name: string): string | null {
  if (hasLoneSurrogate(name)) return TEXT_PROBLEM.encoding;
  if (CONTROL.test(name)) return TEXT_PROBLEM.control;
  if (BIDI.test(name)) return TEXT_PROBLEM.bidi;
  if (name.replace(INVISIBLE, '') === '') return TEXT_PROBLEM.blank;
  return null;
}

/**
 * How two names are compared when one may not imitate the other: compatibility forms folded (full-width letters),
 * invisible characters removed, case ignored. "ａｄｍｉｎ" and "Admin\u200B" are both "admin".
 */
export const nameKey = (name: string): string => name.normalize('NFKC').replace(INVISIBLE, '').toLowerCase();

/** The platform's own file ids (routes/storage.ts FileId): 32 hex digits, 24 for older files. */
const FILE_ID = /^[a-f0-9]{24}(?:[a-f0-9]{8})?$/;

/** Why `url` may not be an avatar, or null. Empty clears the avatar. */
export function imageUrlProblem(url: string): string | null {
  if (url === '' || FILE_ID.test(url)) return null;
  if (CONTROL.test(url) || hasLoneSurrogate(url)) return TEXT_PROBLEM.imageUrl;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return TEXT_PROBLEM.imageUrl;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? null : TEXT_PROBLEM.imageUrl;
}

/** A trimmed name of `min`..`max` characters that passes nameProblem; `label` starts its refusals ("昵称不能…"). */
export function displayName(label: string, min: number, max: number, emptyMessage?: string) {
  return z
    .string()
    .trim()
    .min(min, emptyMessage ?? `${label}${min > 1 ? `至少${min}个字` : '不能为空'}`)
    .max(max, `${label}最多${max}个字`)
    .superRefine((value, check) => {
      const problem = nameProblem(value);
      if (problem) check.addIssue({ code: 'custom', message: `${label}${problem}` });
    });
}

/** An avatar address (see imageUrlProblem). */
export const ImageUrl = z
  .string()
  .trim()
  .max(500)
  .superRefine((value, check) => {
    const problem = imageUrlProblem(value);
    if (problem) check.addIssue({ code: 'custom', message: problem });
  });

/** Is any string in a parsed JSON value (keys included) not well-formed UTF-16? */
export function holdsLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return hasLoneSurrogate(value);
  if (Array.isArray(value)) return value.some(holdsLoneSurrogate);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => hasLoneSurrogate(k) || holdsLoneSurrogate(v));
  return false;
}
