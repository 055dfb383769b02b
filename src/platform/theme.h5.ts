// The H5's theme (issue 39.5): src/index.html sets it before the first paint and follows the system's setting; the
// profile's switch stores a choice and applies it here at once. Loaded with the profile only.
import { storage } from './storage';
import { STORAGE_KEYS } from '../domain/storage-keys';
import { BAR_COLORS, DARK_CLASS, resolveTheme, themeChoiceOf, type ThemeChoice } from '../domain/theme/theme';

export const themeChoice = (): ThemeChoice => themeChoiceOf(storage.get(STORAGE_KEYS.theme));

export function chooseTheme(choice: ThemeChoice): void {
  storage.set(STORAGE_KEYS.theme, choice);
  const theme = resolveTheme(choice, matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
  document.documentElement.classList.toggle(DARK_CLASS, theme === 'dark');
  document.querySelector<HTMLMetaElement>('meta[name=theme-color]')?.setAttribute('content', BAR_COLORS[theme].backgroundColor);
}
