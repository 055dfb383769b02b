// The profile's appearance switch in the mini program: the store every screen's frame follows (theme-store.ts). The
// H5's is theme.h5.ts.
export { chooseTheme, themeChoice } from './theme-store';
