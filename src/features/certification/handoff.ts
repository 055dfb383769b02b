// The mini program opens the provider's page in a web view; coming back to the certification screen reads its result.
import { navigate } from '../../platform/navigate';
import { PATHS } from '../../routes';

export function openProvider(url: string): void {
  void navigate({ url: PATHS.portalWebView, params: { url } });
}
