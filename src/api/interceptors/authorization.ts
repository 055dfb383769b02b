/**
 * The Authorization header, by the call's auth mode (calls-and-errors.md §5): the stored `Bearer …` token, an empty
 * value (the admin OAuth token path, calls marked no-auth), or no header at all (anonymous calls, the provider).
 * It reads the token in the same tick the re-authentication queue above it does, so a 401 is matched to the token
 * that was really sent.
 */
import { layerCallOf, withHeader, type AuthMode, type RequestInterceptor } from './call';
import { requestSession } from '../session-port';

/** The Authorization value a mode sends with this token: undefined means no header. */
export function authorizationOf(auth: AuthMode, token: string | null): string | undefined {
  if (auth === 'empty') return '';
  if (auth === 'bearer' && token) return token;
  return undefined;
}

export const authorizationInterceptor: RequestInterceptor = (chain) => {
  const params = chain.requestParams;
  const call = layerCallOf(params);
  if (!call) return chain.proceed(params);
  const token = call.auth === 'bearer' ? requestSession().token() : null;
  return chain.proceed({ ...params, header: withHeader(params.header, 'Authorization', authorizationOf(call.auth, token)) });
};
