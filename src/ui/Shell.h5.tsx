// Issue 42 item 2: the H5 header (title, back, home) and tab bar; which screen shows which is domain/shell.
// Plain DOM buttons: a keyboard reaches them and a screen reader announces them without help.
import Taro, { useRouter } from '@tarojs/taro';

import { backGoesHome, shellOf, SHELL_TEXT, TOP_LEVEL } from '../domain/shell/shell';
import { PATHS } from '../routes';
import './shell.css';

const go = (url: string) => void Taro.reLaunch({ url });
const back = () => (backGoesHome(Taro.getCurrentPages().length) ? go(PATHS.home) : void Taro.navigateBack());

/** The theme and the text scale are on <html> (src/index.html, platform/theme.h5.ts): the frame adds nothing. */
const PLAIN = { className: '' } as { className: string; style?: string };
export const useScreenTheme = () => PLAIN;

export function ShellHeader() {
  const shell = shellOf(useRouter().path);
  if (!shell.header) return null;
  return (
    <header className="shell-header" aria-label={SHELL_TEXT.header}>
      <button type="button" onClick={back}>
        {SHELL_TEXT.back}
      </button>
      {/* Not a heading: the screen's own content holds its level-1 heading, one to a page. */}
      <div className="shell-header__title">{shell.title}</div>
      <button type="button" aria-label={SHELL_TEXT.homeLabel} onClick={() => go(PATHS.home)}>
        {SHELL_TEXT.home}
      </button>
    </header>
  );
}

export function ShellTabs() {
  const here = shellOf(useRouter().path);
  if (!here.tabs) return null;
  return (
    <>
      <div className="shell-tabs-room" />
      <nav className="shell-tabs" aria-label={SHELL_TEXT.tabs}>
        {TOP_LEVEL.map((t) => (
          <button key={t.path} type="button" aria-current={here.path === t.path ? 'page' : undefined} onClick={() => go(t.path)}>
            {t.label}
          </button>
        ))}
      </nav>
    </>
  );
}
