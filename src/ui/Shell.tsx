// The mini program has WeChat's own navigation bar (title, back, home): the H5 header and tab bar (Shell.h5.tsx)
// are not built into it.
export const ShellHeader = () => null;
export const ShellTabs = () => null;
