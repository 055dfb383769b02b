import { Button as NativeButton } from '@tarojs/components';
import type { ReactElement } from 'react';

import { SIGN_IN_TEXT } from '../../domain/messages';

export interface PhoneLoginProps {
  busy: boolean;
  /** The code of the number the user agreed to share. */
  onPhoneCode: (code: string) => void;
}

/**
 * 手机号快捷登录: WeChat's own getPhoneNumber button (only a button of that open type may ask for the number); a user
 * who declines gives no code and nothing happens. H5 has no such button: PhoneLogin.h5.tsx offers nothing.
 */
export function PhoneLogin({ busy, onPhoneCode }: PhoneLoginProps): ReactElement | null {
  return (
    <NativeButton
      className="nut-button nut-button--default nut-button--block login__phone"
      openType="getPhoneNumber"
      disabled={busy}
      onGetPhoneNumber={(e) => {
        const code = (e.detail as { code?: string }).code;
        if (code && !busy) onPhoneCode(code);
      }}
    >
      {SIGN_IN_TEXT.phoneSignIn}
    </NativeButton>
  );
}
