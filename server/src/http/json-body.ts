/**
 * JSON bodies with a depth limit. A body nested thousands deep costs every later reader of what it stored (the
 * record searches walk values recursively), so it is refused before it is parsed: a 400 in the catalogue's words.
 * A body holding a lone UTF-16 surrogate is refused after parsing, as SQLite would store it as invalid UTF-8.
 * An empty body typed JSON is no body (a DELETE from a client whose request layer always names JSON): each route's
 * own parse decides whether it needed one, in its words, instead of a parser's English error reaching the user.
 */
import type { FastifyInstance } from 'fastify';

import { ApiError } from '../errors.js';
import { holdsLoneSurrogate, TEXT_PROBLEM } from './text-rules.js';

const tooDeep = (limit: number): ApiError => ApiError.badRequest(`请求格式错误: JSON 嵌套过深(最多 ${limit} 层)`);

/** Does the JSON text nest objects and arrays deeper than `limit`? One pass over the text; strings are skipped. */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}

/** Replaces the JSON parser of `app` (and every scope in it) with fastify's own, behind the depth check. */
export function registerJsonBodies(app: FastifyInstance, limit: number): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    if (nestsDeeperThan(text, limit)) return done(tooDeep(limit), undefined);
    return parseJson(req, text, (error, value) => {
      if (error) return done(error, undefined);
      // A lone surrogate ("\ud800") cannot be stored as UTF-8 (text-rules.ts): the whole body is refused.
      if (holdsLoneSurrogate(value)) return done(ApiError.badRequest(`请求格式错误: ${TEXT_PROBLEM.encoding}`), undefined);
      return done(null, value);
    });
  });
}
