import { startPrivacyFlow } from './privacy-flow';
import { PrivacyOverlay } from './PrivacyOverlay';
import { addPageOverlay } from '../../ui/page-overlay';

/** At start-up: the platform's privacy flow, and the agreement dialog on every page. */
export function installPrivacy(): void {
  startPrivacyFlow();
  addPageOverlay(PrivacyOverlay);
}
