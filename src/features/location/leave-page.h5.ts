// Leaving a location screen in the browser. After a reload on it Taro's page stack holds only this page (its
// navigateBack would then reload it), but the browser's history still holds the page that opened it: go back there.
import Taro from '@tarojs/taro';

import { PATHS } from '../../routes';

export function leavePage(): void {
  if (Taro.getCurrentPages().length > 1) void Taro.navigateBack();
  else if (window.history.length > 1) window.history.back();
  else void Taro.reLaunch({ url: PATHS.home });
}
