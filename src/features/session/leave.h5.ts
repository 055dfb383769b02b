import Taro from '@tarojs/taro';

import { PATHS } from '../../routes';

/**
 * Cancelling the login prompt on the only page there is. A browser tab cannot be closed by the page: go back in the
 * browser's history when there is somewhere to go, else to the entry page.
 */
export function leaveApp(): void {
  if (window.history.length > 1) window.history.back();
  else void Taro.reLaunch({ url: PATHS.entry });
}
