// Native-host mode does not exist in the mini program (it runs inside WeChat, not inside our native app).
import type { HostBridge } from './host-bridge-contract';

export type { HostBridge, HostToken } from './host-bridge-contract';

export function hostBridge(): HostBridge | null {
  return null;
}
