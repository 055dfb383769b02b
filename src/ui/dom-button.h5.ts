// A div that Taro or NutUI draws as a button, made one for keyboards and screen readers (taro-interaction.h5.ts,
// taro-popups.h5.ts).
import { onKeys } from './a11y';

export function asButton(el: HTMLElement): void {
  if (el.getAttribute('role') === 'button') return;
  el.setAttribute('role', 'button');
  el.tabIndex = 0;
  el.addEventListener('keydown', onKeys(() => el.click(), true));
}

export function focusFirst(dialog: HTMLElement): void {
  if (dialog.contains(document.activeElement)) return;
  const first = [...dialog.querySelectorAll<HTMLElement>('[role="button"]')].find((b) => b.style.display !== 'none');
  first?.focus({ preventScroll: true });
}
