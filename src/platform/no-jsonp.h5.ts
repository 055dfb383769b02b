/**
 * Stands in for `jsonp-retry` in the H5 build (config/index.ts aliases it here). Taro's H5 `request` imports it for
 * its `jsonp` option, which our request layer (src/api/transport.ts) never sets; without the stub every page would
 * load a JSONP client it cannot use.
 */
export default function jsonpRetry(): Promise<never> {
  return Promise.reject(new Error('JSONP is not supported by this client'));
}
