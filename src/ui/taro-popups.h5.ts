// Taro's H5 picker and NutUI's popups, fitted for keyboards and screen readers when they animate open
// (taro-interaction.h5.ts loads this module with the first such animation, off the first route).
import { asButton, focusFirst } from './dom-button.h5';

/**
 * Taro's H5 picker (a Picker's date, time or selector sheet) slides up as a `.weui-picker` inside the Picker
 * element: a dialog named after the control that opened it, with 取消 and 确定 as buttons. Its columns move by a
 * drag or by a tap on a row (no keys: see the README's accessibility notes).
 */
function fitPicker(sheet: HTMLElement): void {
  if (sheet.getAttribute('role') !== 'dialog') {
    sheet.setAttribute('role', 'dialog');
    sheet.setAttribute('aria-modal', 'true');
    const opener = sheet.closest('taro-picker-core')?.querySelector('[aria-label]')?.getAttribute('aria-label');
    sheet.setAttribute('aria-label', opener || '请选择');
    sheet.querySelectorAll<HTMLElement>('.weui-picker__action').forEach(asButton);
  }
  focusFirst(sheet);
}

/**
 * NutUI's Popup (its own, and the one inside Calendar) draws its close mark as a View with `ariaRole`, which H5
 * renders as an invalid `aria-role` attribute: no role, no tab stop, no key. It becomes a real button.
 */
function fitPopupClose(): void {
  document.querySelectorAll<HTMLElement>('.nut-popup-title-right[aria-role]').forEach((close) => {
    close.removeAttribute('aria-role');
    asButton(close);
  });
}

export function fitAnimated(el: Element): void {
  if (el.classList.contains('weui-picker') && el.classList.contains('weui-animate-slide-up')) fitPicker(el as HTMLElement);
  fitPopupClose();
}
