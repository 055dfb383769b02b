// The mini program has WeChat's own navigation bar (title, back, home): the H5 header and tab bar (Shell.h5.tsx)
// are not built into it.
import type { ReactElement } from 'react';

export const ShellHeader = (): ReactElement | null => null;
export const ShellTabs = (): ReactElement | null => null;
// The frame's theme and text size: here on each screen's frame (the H5 has them on <html>).
export { useScreenTheme } from './screen-theme';
