import Taro from '@tarojs/taro';

/** Start again from a clean page: reload in H5, relaunch the current page (else `home`) in the mini program. */
export function reloadApp(home: string): void {
  if (process.env.TARO_ENV === 'h5') {
    window.location.reload();
    return;
  }
  const pages = Taro.getCurrentPages();
  const current = pages[pages.length - 1];
  void Taro.reLaunch({ url: current ? `/${current.route}` : home });
}
