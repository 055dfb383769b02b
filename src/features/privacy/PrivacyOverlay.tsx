import { useAgreementAsked } from './agreement';
import PrivacyDialog from './PrivacyDialog';

/** Part of every page (ui/page-overlay): the dialog while an agreement request waits. */
export function PrivacyOverlay() {
  return useAgreementAsked() ? <PrivacyDialog /> : null;
}
