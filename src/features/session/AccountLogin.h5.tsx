import type { ReactElement } from 'react';

import type { AccountLoginProps } from './AccountLogin';

/** H5 signs in at the identity provider's own login page (labelled inputs, autocomplete, Enter submits). */
export function AccountLogin(_props: AccountLoginProps): ReactElement | null {
  return null;
}
