/** The profile's 外观 switch on the H5 (issue 39.5): the choice is applied to the page at once and stored. */
import Taro from '@tarojs/taro';
import { screen } from '@testing-library/react';

import { DARK_CLASS } from '../../../src/domain/theme/theme';
import { ThemeSwitch } from '../../../src/features/member/centre/ThemeSwitch';
import { mount, press } from '../support/screen';

let systemDark = false;
beforeEach(() => {
  systemDark = false;
  Taro.removeStorageSync('theme');
  document.documentElement.classList.remove(DARK_CLASS);
  // jsdom has no media queries: the system's setting is this flag.
  window.matchMedia = ((query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemDark })) as unknown as typeof window.matchMedia;
});

const option = (text: string) => screen.getByRole('button', { name: `外观:${text}` });
const pressed = (text: string) => option(text).getAttribute('aria-pressed');
const dark = () => document.documentElement.classList.contains(DARK_CLASS);

test('follows the system until a choice; 深色 and 浅色 apply at once and are stored', async () => {
  await mount(<ThemeSwitch />);
  expect(pressed('跟随系统')).toBe('true');

  await press(option('深色'));
  expect(dark()).toBe(true);
  expect(Taro.getStorageSync('theme')).toBe('dark');
  expect(pressed('深色')).toBe('true');
  expect(pressed('跟随系统')).toBe('false');

  systemDark = true;
  await press(option('浅色'));
  expect(dark()).toBe(false);
  expect(Taro.getStorageSync('theme')).toBe('light');

  await press(option('跟随系统'));
  expect(dark()).toBe(true);
  expect(Taro.getStorageSync('theme')).toBe('system');
});

test('shows the stored choice when opened again', async () => {
  Taro.setStorageSync('theme', 'light');
  await mount(<ThemeSwitch />);
  expect(pressed('浅色')).toBe('true');
});
