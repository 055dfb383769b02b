// The H5 has the theme and the text scale on <html> (src/index.html, platform/theme.h5.ts): the frame adds nothing.
const NONE = { className: '' } as { className: string; style?: string };

export const useScreenTheme = () => NONE;
