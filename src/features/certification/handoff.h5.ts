// The browser leaves for the provider's page, which comes back to the certification screen with its bizToken.
import { leaveForUrl } from '../../platform/browser';

export function openProvider(url: string): void {
  leaveForUrl(url);
}
