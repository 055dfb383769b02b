// Leaving a page or the app in the browser, whose history can hold more than Taro's page stack: after a reload
// Taro's stack holds only the current page (its navigateBack would reload it), while the browser still holds the page
// that opened it.
import Taro from '@tarojs/taro';

import { PATHS } from '../routes';

/** Back to the page that opened this one (Taro's stack, else the browser's history), or relaunched at `home`. */
export function leavePage(home: string = PATHS.home): void {
  if (Taro.getCurrentPages().length > 1) void Taro.navigateBack({ delta: 1 });
  else if (window.history.length > 1) window.history.back();
  else void Taro.reLaunch({ url: home });
}

/**
 * Cancelling the login prompt on the only page there is. A browser tab cannot be closed by the page: go back in the
 * browser's history when there is somewhere to go, else to the entry page.
 */
export function leaveApp(): void {
  if (window.history.length > 1) window.history.back();
  else void Taro.reLaunch({ url: PATHS.entry });
}
