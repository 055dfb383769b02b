import { HOST_TIMEOUT_MS, hostTokenOf, type HostBridge, type HostToken, type InjectedHost } from './host-bridge-contract';

export type { HostBridge, HostToken } from './host-bridge-contract';

declare global {
  interface Window {
    WareHost?: InjectedHost;
  }
}

function call(what: string, fn: (() => unknown) | undefined): Promise<HostToken> {
  return new Promise<HostToken>((resolve, reject) => {
    if (typeof fn !== 'function') {
      reject(new Error(`host bridge: ${what} is not provided`));
      return;
    }
    const timer = setTimeout(() => reject(new Error(`host bridge: ${what} timed out`)), HOST_TIMEOUT_MS);
    Promise.resolve()
      .then(fn)
      .then(
        (value) => {
          clearTimeout(timer);
          const token = hostTokenOf(value);
          if (token) resolve(token);
          else reject(new Error(`host bridge: ${what} gave no token`));
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
  });
}

/** The bridge when the page runs inside the native host (it injected `window.WareHost`), else null. */
export function hostBridge(): HostBridge | null {
  const host = typeof window !== 'undefined' ? window.WareHost : undefined;
  if (!host || typeof host.getToken !== 'function') return null;
  return {
    getToken: () => call('getToken', host.getToken?.bind(host)),
    renewToken: () => call('refreshToken', (host.refreshToken ?? host.getToken)?.bind(host)),
    backToHost: () => host.close?.(),
  };
}
