import Taro from '@tarojs/taro';

/**
 * Puts text on the clipboard. Its own module, imported when a copy button is pressed: on H5 the clipboard code then
 * loads on that press instead of with the screens that offer a copy (a shared link's first screen among them).
 */
export const copyText = (data: string): Promise<unknown> => Taro.setClipboardData({ data });
