import Taro from '@tarojs/taro';

import { isSinglePageScene } from '../domain/share/single-page';

/** Whether the mini program runs in WeChat's single-page mode (opened from a timeline share). */
export function inSinglePageMode(): boolean {
  try {
    return isSinglePageScene(Taro.getLaunchOptionsSync().scene);
  } catch {
    return false;
  }
}
