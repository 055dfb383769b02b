// The mini program's theme (issue 39.5): WeChat's `theme` (app.json `darkmode`, onThemeChange) and the profile's
// stored choice make the theme every screen shows (ui/screen-theme.ts); the system's font scale its text scale. The
// H5 does this in src/index.html and platform/theme.h5.ts; the profile's switch reaches either through platform/theme.
import Taro from '@tarojs/taro';
import { useSyncExternalStore } from 'react';

import { storage } from './storage';
import { STORAGE_KEYS } from '../domain/storage-keys';
import { resolveTheme, textScaleOf, themeChoiceOf, type Theme, type ThemeChoice } from '../domain/theme/theme';

/** WeChat's base info: `theme` with darkmode on, and the font scale (fontSizeScaleFactor is missing from Taro's types). */
function baseInfo(): { theme?: string; fontSizeScaleFactor?: number } {
  try {
    return Taro.getAppBaseInfo() as { theme?: string; fontSizeScaleFactor?: number };
  } catch {
    return {};
  }
}

let choice = themeChoiceOf(storage.get(STORAGE_KEYS.theme));
let system = baseInfo().theme;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
let watching = false;

function subscribe(listener: () => void): () => void {
  // WeChat calls this only with app.json's `darkmode` on (src/app.config.ts).
  if (!watching) {
    watching = true;
    try {
      Taro.onThemeChange((res) => {
        system = res.theme;
        emit();
      });
    } catch {
      /* an older WeChat without it: the theme read at start stays */
    }
  }
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const current = (): Theme => resolveTheme(choice, system);

export const themeChoice = (): ThemeChoice => choice;

/** Stores the profile's choice and re-renders every open screen in its theme. */
export function chooseTheme(next: ThemeChoice): void {
  choice = next;
  storage.set(STORAGE_KEYS.theme, next);
  emit();
}

export const useTheme = (): Theme => useSyncExternalStore(subscribe, current);

/** The system's font scale as the screens' text scale (read once: WeChat restarts the mini program when it changes). */
export const textScale = (): number => textScaleOf(baseInfo().fontSizeScaleFactor);
