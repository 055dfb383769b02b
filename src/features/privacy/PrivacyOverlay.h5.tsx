import { useDidHide, useDidShow } from '@tarojs/taro';
import { lazy, Suspense, useState } from 'react';

import { useAgreementAsked } from './agreement';

// The dialog is loaded the first time it is needed: it stays out of the scripts every H5 page loads first.
const PrivacyDialog = lazy(() => import('./PrivacyDialog'));

/**
 * Part of every page (ui/page-overlay): the dialog while an agreement request waits, on the page being shown only.
 * The browser keeps every page of the stack mounted (home, app, form...): each drew its own dialog, so a request
 * reached in-app stacked one dialog per page (issue 41 item 1).
 */
export function PrivacyOverlay() {
  const [shown, setShown] = useState(true);
  useDidShow(() => setShown(true));
  useDidHide(() => setShown(false));
  const asked = useAgreementAsked();
  if (!asked || !shown) return null;
  return (
    <Suspense fallback={null}>
      <PrivacyDialog />
    </Suspense>
  );
}
