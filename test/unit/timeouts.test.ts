import { REQUEST_TIMEOUT_MS } from '../../src/config';

/**
 * calls-and-errors.md §9: "Request, socket, upload and download timeouts: 60000 ms (secondary layer and default
 * client config)". The mini program's default client config is app.json's networkTimeout; the request layer, the
 * uploads and the downloads use REQUEST_TIMEOUT_MS (their own tests cover the calls).
 */
describe('network timeouts', () => {
  it('are the spec’s 60000 ms', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60000);
  });

  it('the mini program’s default client config gives requests, sockets, uploads and downloads the same timeout', () => {
    (globalThis as { defineAppConfig?: (c: unknown) => unknown }).defineAppConfig = (c) => c;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const appConfig = require('../../src/app.config').default as { networkTimeout: Record<string, number> };
    expect(appConfig.networkTimeout).toEqual({
      request: REQUEST_TIMEOUT_MS,
      connectSocket: REQUEST_TIMEOUT_MS,
      uploadFile: REQUEST_TIMEOUT_MS,
      downloadFile: REQUEST_TIMEOUT_MS,
    });
  });
});
