import Taro from '@tarojs/taro';

import { isSinglePageScene, SINGLE_PAGE_SIGN_IN_HINT } from '../domain/share/single-page';

/** Whether the mini program runs in WeChat's single-page mode (opened from a timeline share). */
export function inSinglePageMode(): boolean {
  try {
    return isSinglePageScene(Taro.getLaunchOptionsSync().scene);
  } catch {
    return false;
  }
}

/** In single-page mode, what to say instead of leaving for sign-in (WeChat blocks both there); null otherwise. */
export function singlePageSignInHint(): string | null {
  return inSinglePageMode() ? SINGLE_PAGE_SIGN_IN_HINT : null;
}
