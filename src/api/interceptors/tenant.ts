/**
 * The tenant id (calls-and-errors.md §5): `tid` of the session is added to payloads that lack it, on calls that carry
 * a tenant (the API by default; never the identity provider).
 */
import { layerCallOf, type RequestInterceptor } from './call';
import { withTenant } from '../../domain/auth/tenant-payload';
import { requestSession } from '../session-port';

export const tenantInterceptor: RequestInterceptor = (chain) => {
  const params = chain.requestParams;
  const call = layerCallOf(params);
  if (!call?.tenant) return chain.proceed(params);
  return chain.proceed({ ...params, data: withTenant(params.data, requestSession().tenantId()) });
};
