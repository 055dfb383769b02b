import { Text } from '@tarojs/components';
import Taro from '@tarojs/taro';

import { goToLogin } from './login-prompt';
import { SIGN_IN_NEEDED_TEXT } from '../../domain/messages';
import { PATHS } from '../../routes';
import { useSession } from '../../stores/session';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';

export interface SignInNeededProps {
  /** The screen's own class, so the hint sits where the screen's content would. */
  className?: string;
  /** What the screen needs: a signed-in user, or also an organisation entered. */
  needs: 'user' | 'organisation';
}

/**
 * The one screen for "you cannot see this yet": what is missing and the one tap that fixes it. Signed out, 去登录 goes
 * to login with this page as redirectUrl, so the user comes back here; signed in without an organisation, 选择组织.
 */
export function SignInNeeded({ className, needs }: SignInNeededProps) {
  const signedIn = useSession((s) => !!s.token);
  return (
    <Screen className={className}>
      <Text className="sign-in-needed__hint">{SIGN_IN_NEEDED_TEXT[needs]}</Text>
      {signedIn ? (
        <Button block type="primary" onClick={() => void Taro.navigateTo({ url: PATHS.selectTenant })}>
          {SIGN_IN_NEEDED_TEXT.selectTenant}
        </Button>
      ) : (
        <Button block type="primary" onClick={() => void goToLogin()}>
          {SIGN_IN_NEEDED_TEXT.signIn}
        </Button>
      )}
    </Screen>
  );
}
