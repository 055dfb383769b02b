// Leaving a location screen: back to the page that opened it, or the home when it was opened first.
import Taro from '@tarojs/taro';

import { PATHS } from '../../routes';

export function leavePage(): void {
  void Taro.navigateBack().catch(() => Taro.reLaunch({ url: PATHS.home }));
}
