// The mini program has WeChat's own navigation bar (title, back, home): the H5 header and tab bar (Shell.h5.tsx)
// are not built into it.
import type { ReactElement } from 'react';

export const ShellHeader = (): ReactElement | null => null;
export const ShellTabs = (): ReactElement | null => null;
