// Issue 39.5: dark mode and large text. What the profile's switch offers, and how a choice and the system's setting
// make the theme a screen shows. Pure: platform/theme*.ts read the system and apply the result; src/index.html
// repeats resolveTheme in its first-paint script (test/unit/theme/theme.test.ts keeps the two in step).

export type Theme = 'light' | 'dark';
export type ThemeChoice = 'system' | Theme;

/** The switch's options, in its order. */
export const THEME_CHOICES: readonly { value: ThemeChoice; text: string }[] = [
  { value: 'system', text: '跟随系统' },
  { value: 'light', text: '浅色' },
  { value: 'dark', text: '深色' },
];

export const THEME_TEXT = { title: '外观' } as const;

/** The class that gives the theme's variables their dark values (ui/theme.css). */
export const DARK_CLASS = 'ware-dark';

/** A stored choice; anything else (nothing stored, an old or damaged value) follows the system. */
export const themeChoiceOf = (stored: unknown): ThemeChoice => (stored === 'light' || stored === 'dark' ? stored : 'system');

/** The theme shown: the user's choice, or the system's when following it (WeChat's `theme`, the browser's media query). */
export const resolveTheme = (choice: ThemeChoice, system: string | undefined): Theme =>
  choice === 'system' ? (system === 'dark' ? 'dark' : 'light') : choice;

/**
 * The text scale from the system's font scale factor: never smaller than the design (1), at most 200 % (2), the range
 * the screens are checked at (test/e2e/dark-large-text.spec.ts). A missing or odd figure is 1.
 */
export function textScaleOf(factor: number | undefined): number {
  if (typeof factor !== 'number' || !Number.isFinite(factor)) return 1;
  return Math.round(Math.min(2, Math.max(1, factor)) * 100) / 100;
}

/**
 * The mini program's navigation bar and window in each theme: theme.json gives them for the system's theme (WeChat
 * applies it), the screens set them when the profile's choice differs (ui/screen-theme.ts). The colours of ui/theme.css
 * (surface; background); test/unit/theme/theme.test.ts checks theme.json against these.
 */
export const BAR_COLORS = {
  light: { frontColor: '#000000', backgroundColor: '#ffffff', windowColor: '#f5f6f7' },
  dark: { frontColor: '#ffffff', backgroundColor: '#1c1d20', windowColor: '#111214' },
} as const;
