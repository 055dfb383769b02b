/**
 * The network coming and going, as the browser reports it: its online and offline events, which every browser has
 * (Taro's H5 onNetworkStatusChange listens to navigator.connection, which Safari and Firefox lack and which does
 * not change when the connection drops). Reports the state at once too: an app opened offline (from the service
 * worker) starts offline, with its loads paused rather than failed. Returns the way to stop listening.
 */
export function watchNetwork(changed: (online: boolean) => void): () => void {
  changed(navigator.onLine);
  const online = () => changed(true);
  const offline = () => changed(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
}
