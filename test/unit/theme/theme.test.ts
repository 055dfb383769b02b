import { readFileSync } from 'node:fs';
import path from 'node:path';

import { STORAGE_KEYS } from '@/domain/storage-keys';
import { BAR_COLORS, DARK_CLASS, resolveTheme, textScaleOf, themeChoiceOf, type ThemeChoice } from '@/domain/theme/theme';

// Issue 39.5: the profile's choice and the system's setting make the theme; the system's font scale the text scale.
const SRC = path.join(__dirname, '../../../src');

describe('resolveTheme: choice + system → theme', () => {
  test.each<[ThemeChoice, string | undefined, 'light' | 'dark']>([
    ['system', 'dark', 'dark'],
    ['system', 'light', 'light'],
    ['system', undefined, 'light'],
    ['light', 'dark', 'light'],
    ['light', 'light', 'light'],
    ['dark', 'light', 'dark'],
    ['dark', undefined, 'dark'],
  ])('%s with the system %s → %s', (choice, system, theme) => {
    expect(resolveTheme(choice, system)).toBe(theme);
  });

  test('a stored value that is not light or dark follows the system', () => {
    expect(themeChoiceOf('dark')).toBe('dark');
    expect(themeChoiceOf('light')).toBe('light');
    for (const odd of [undefined, '', 'system', 'Dark', 1, { data: 'dark' }]) expect(themeChoiceOf(odd)).toBe('system');
  });
});

test('textScaleOf: the system font scale within 1..2', () => {
  expect([undefined, NaN, 0.8, 1, 1.3, 1.375, 2, 3.1].map(textScaleOf)).toEqual([1, 1, 1, 1, 1.3, 1.38, 2, 2]);
});

/**
 * src/index.html applies the theme before any bundle runs, with its own copy of the rule: run that script against a
 * stand-in document for each stored choice and system setting, and compare with resolveTheme. Its text scale too.
 */
function runFirstPaint(stored: string | null, systemDark: boolean, defaultFontPx: number) {
  const html = readFileSync(path.join(SRC, 'index.html'), 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).find((s) => s.includes('prefers-color-scheme'))!;
  const classes = new Set<string>();
  const props: Record<string, string> = {};
  const meta = { content: '' };
  const root = {
    classList: { toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)) },
    style: { setProperty: (k: string, v: string) => (props[k] = v) },
    appendChild: () => undefined,
    removeChild: () => undefined,
  };
  const probe = { style: { cssText: '', font: '' } };
  const document = { documentElement: root, createElement: () => probe, querySelector: () => meta };
  const matchMedia = () => ({ matches: systemDark, addEventListener: () => undefined });
  const localStorage = { getItem: (k: string) => (k === STORAGE_KEYS.theme ? stored : null) };
  const getComputedStyle = () => ({ fontSize: `${defaultFontPx}px` });
  new Function('document', 'matchMedia', 'localStorage', 'getComputedStyle', script)(document, matchMedia, localStorage, getComputedStyle);
  return { dark: classes.has(DARK_CLASS), scale: props['--ware-text-scale'], meta: meta.content };
}

describe('src/index.html first paint', () => {
  test.each([null, 'system', 'light', 'dark', 'junk'])('stored %s: the theme resolveTheme gives, with the system light and dark', (choice) => {
    for (const systemDark of [false, true]) {
      const stored = choice === null ? null : JSON.stringify({ data: choice });
      const theme = resolveTheme(themeChoiceOf(choice), systemDark ? 'dark' : 'light');
      const shown = runFirstPaint(stored, systemDark, 16);
      expect(shown.dark).toBe(theme === 'dark');
      expect(shown.meta).toBe(BAR_COLORS[theme].backgroundColor);
    }
  });

  test('the browser default font size sets the text scale (16 px is 100 %, capped at 200 %)', () => {
    expect(runFirstPaint(null, false, 16).scale).toBeUndefined();
    expect(runFirstPaint(null, false, 24).scale).toBe('1.5');
    expect(runFirstPaint(null, false, 40).scale).toBe('2');
  });
});

test('the mini program: darkmode on, theme.json has the bar colours of BAR_COLORS for both themes', () => {
  const config = readFileSync(path.join(SRC, 'app.config.ts'), 'utf8');
  expect(config).toMatch(/darkmode: true/);
  expect(config).toMatch(/themeLocation: 'theme.json'/);
  const theme = JSON.parse(readFileSync(path.join(SRC, 'theme.json'), 'utf8')) as Record<'light' | 'dark', Record<string, string>>;
  for (const t of ['light', 'dark'] as const) {
    expect(theme[t]).toMatchObject({
      navBgColor: BAR_COLORS[t].backgroundColor,
      navTextStyle: BAR_COLORS[t].frontColor === '#ffffff' ? 'white' : 'black',
      windowColor: BAR_COLORS[t].windowColor,
    });
  }
});
