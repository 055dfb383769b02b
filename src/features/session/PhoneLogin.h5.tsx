import type { ReactElement } from 'react';

import type { PhoneLoginProps } from './PhoneLogin';

/** The phone-number sign-in is WeChat's getPhoneNumber button: the mini program's only (PhoneLogin.tsx). */
export function PhoneLogin(_props: PhoneLoginProps): ReactElement | null {
  return null;
}
