import { lazy, Suspense } from 'react';

import { useAgreementAsked } from './agreement';

// The dialog is loaded the first time it is needed: it stays out of the scripts every H5 page loads first.
const PrivacyDialog = lazy(() => import('./PrivacyDialog'));

/** Part of every page (ui/page-overlay): the dialog while an agreement request waits. */
export function PrivacyOverlay() {
  if (!useAgreementAsked()) return null;
  return (
    <Suspense fallback={null}>
      <PrivacyDialog />
    </Suspense>
  );
}
