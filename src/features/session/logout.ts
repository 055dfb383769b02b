/**
 * Logout: the platform ends the token's grant (POST /admin/logout/token, which also ends the provider's session so
 * the next sign-in asks for the password again); the whole session and every tenant-scoped store are cleared, and
 * the login page opens. A failing logout call still signs out locally.
 */
import Taro from '@tarojs/taro';

import { logoutToken } from '../../api/auth';
import { PATHS } from '../../routes';
import { useSession } from '../../stores/session';

export async function logout(): Promise<void> {
  const { token, refreshToken } = useSession.getState();
  if (token) await logoutToken(refreshToken).catch(() => undefined);
  useSession.getState().signOut();
  await Taro.reLaunch({ url: PATHS.login });
}
