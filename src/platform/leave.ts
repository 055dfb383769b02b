// Leaving a page or the app (the mini program). The browser's rules are in leave.h5.ts.
import Taro from '@tarojs/taro';

import { PATHS } from '../routes';

/** Back to the page that opened this one, or relaunched at `home` (the platform home) when this page was opened first. */
export function leavePage(home: string = PATHS.home): void {
  if (Taro.getCurrentPages().length > 1) void Taro.navigateBack({ delta: 1 });
  else void Taro.reLaunch({ url: home });
}

/** Cancelling the login prompt on the only page there is: the mini program exits (screens-data-rules.md §8). */
export function leaveApp(): void {
  void Promise.resolve(Taro.exitMiniProgram({})).catch((error: unknown) => console.warn('[leave] exit failed', error));
}
