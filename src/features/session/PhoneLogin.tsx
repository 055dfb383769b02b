import { Button as NativeButton } from '@tarojs/components';
import type { ReactElement } from 'react';

import { goNext } from './next';
import { phoneSignIn } from './phone-sign-in';
import { SIGN_IN_TEXT } from '../../domain/messages';

export interface PhoneLoginProps {
  busy: boolean;
  /** Runs the sign-in as the login page runs each of its ways in (its pending state and its failure line). */
  run: (task: () => Promise<void>) => void;
}

/**
 * 手机号快捷登录: WeChat's own getPhoneNumber button (only a button of that open type may ask for the number); a user
 * who declines gives no code and nothing happens. H5 has no such button: PhoneLogin.h5.tsx offers nothing (and the
 * sign-in's code stays out of its bundle).
 */
export function PhoneLogin({ busy, run }: PhoneLoginProps): ReactElement | null {
  return (
    <NativeButton
      className="nut-button nut-button--default nut-button--block login__phone"
      openType="getPhoneNumber"
      disabled={busy}
      onGetPhoneNumber={(e) => {
        const code = (e.detail as { code?: string }).code;
        if (code && !busy) run(async () => goNext(await phoneSignIn(code)));
      }}
    >
      {SIGN_IN_TEXT.phoneSignIn}
    </NativeButton>
  );
}
