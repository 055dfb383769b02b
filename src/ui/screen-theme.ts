// The mini program's screen frame in the theme and text size (issue 39.5): the mini program has no root element to
// put a class on, so each screen's frame carries the dark class and the text scale (ui/theme.css declares what is made
// from them again on `.screen`), and paints WeChat's navigation bar and window to match when the profile's choice
// differs from the system's. The H5 has them on <html> (Shell.h5.tsx's useScreenTheme adds nothing).
import Taro, { useDidShow } from '@tarojs/taro';
import { useEffect } from 'react';

import { BAR_COLORS, DARK_CLASS } from '../domain/theme/theme';
import { textScale, useTheme } from '../platform/theme-store';

const scale = textScale();
const style = scale > 1 ? `--ware-text-scale:${scale}` : undefined;

export function useScreenTheme(): { className: string; style?: string } {
  const theme = useTheme();
  const paint = () => {
    const { frontColor, backgroundColor, windowColor } = BAR_COLORS[theme];
    void Taro.setNavigationBarColor({ frontColor, backgroundColor }).catch(() => undefined);
    void Taro.setBackgroundColor({ backgroundColor: windowColor }).catch(() => undefined);
  };
  useEffect(paint, [theme]);
  // The bar is the page's own: shown again (back from the profile), it takes the choice made there.
  useDidShow(paint);
  return { className: theme === 'dark' ? ` ${DARK_CLASS}` : '', style };
}
