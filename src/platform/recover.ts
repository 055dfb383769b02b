import Taro from '@tarojs/taro';

import { PATHS } from '../routes';

/** Back one page when there is one, otherwise relaunch at the entry page. */
export function goBackOrHome(): void {
  if (Taro.getCurrentPages().length > 1) {
    void Taro.navigateBack({ delta: 1 });
  } else {
    void Taro.reLaunch({ url: PATHS.entry });
  }
}

/** Start again from a clean page: reload in H5, relaunch the current page in the mini program. */
export function reloadApp(): void {
  if (process.env.TARO_ENV === 'h5') {
    window.location.reload();
    return;
  }
  const pages = Taro.getCurrentPages();
  const current = pages[pages.length - 1];
  void Taro.reLaunch({ url: current ? `/${current.route}` : PATHS.entry });
}
