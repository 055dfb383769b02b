/**
 * What goes on the wire (calls-and-errors.md §7 "Request layer", §9): JSON content type by default, form-encoded
 * for the token calls and the mobile login; the 60000 ms timeout; a JSON answer. The innermost of the layer's
 * interceptors, so it also removes the layer's own options (`ware`): wx.request hands its options to WeChat's
 * native bridge and H5's fetch gets them too, and neither has any use for them.
 */
import { headerOf, layerCallOf, withHeader, type RequestInterceptor } from './call';
import { REQUEST_TIMEOUT_MS } from '../../config';
import { stringifyQuery, type QueryParams } from '../../domain/query';

export const JSON_TYPE = 'application/json;charset=UTF-8';
export const FORM_TYPE = 'application/x-www-form-urlencoded';

const isRecord = (data: unknown): data is QueryParams => data !== null && typeof data === 'object' && !Array.isArray(data);

export const contentInterceptor: RequestInterceptor = (chain) => {
  const call = layerCallOf(chain.requestParams);
  if (!call) return chain.proceed(chain.requestParams);
  const { ware: _layerOptions, ...params } = chain.requestParams;
  // A caller's own content type is kept unless the call asks for a form.
  const type = call.form ? FORM_TYPE : (headerOf(params.header, 'Content-Type') ?? JSON_TYPE);
  return chain.proceed({
    ...params,
    data: call.form && isRecord(params.data) ? stringifyQuery(params.data) : params.data,
    header: withHeader(params.header, 'Content-Type', type),
    timeout: params.timeout ?? REQUEST_TIMEOUT_MS,
    dataType: params.dataType ?? 'json',
  });
};
