/** Taro.request with the request layer's options (`ware`), typed as the interceptors see it. */
import Taro from '@tarojs/taro';

import type { RequestParams, RequestResponse } from './interceptors/call';

export async function layerRequest(params: RequestParams): Promise<RequestResponse> {
  // Taro's own option type has no room for `ware`; the interceptors take it out before the request leaves.
  return (await Taro.request(params as unknown as Taro.request.Option)) as unknown as RequestResponse;
}
