import Taro from '@tarojs/taro';

/** The network coming and going, as the mini program reports it. Returns the way to stop listening. */
export function watchNetwork(changed: (online: boolean) => void): () => void {
  const listener = (result: { isConnected: boolean }) => changed(result.isConnected);
  Taro.onNetworkStatusChange?.(listener);
  return () => Taro.offNetworkStatusChange?.(listener);
}
