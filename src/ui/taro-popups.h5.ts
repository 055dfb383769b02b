// Taro's H5 picker and NutUI's popups, fitted for keyboards and screen readers when they animate open
// (taro-interaction.h5.ts loads this module with the first such animation, off the first route).
import { asButton, focusFirst } from './dom-button.h5';

/*
 * Taro 4.2's picker columns (@tarojs/components, picker-group) move by touch or mouse only: rows 34 px high, the chosen
 * row 102 px below the column's top, and a press released without moving at `y` picks the row
 * (y − (innerHeight − 119)) / 34 rows away, 119 being half the column's seven-row mask. A key press is that tap, one
 * row up or down, so the column keeps its own bounds, day counts and animation.
 */
const ROW = 34;
const CHOSEN_TOP = 102;
const TAP_MIDDLE = 119;

/** The opener of each open sheet (the focused trigger), to name the sheet and take the focus back when it closes. */
const openers = new WeakMap<HTMLElement, HTMLElement>();
const fitted = new WeakSet<HTMLElement>();

function chosenRow(column: HTMLElement): number {
  const shift = /translate3d\([^,]*,\s*(-?[\d.]+)px/.exec(column.querySelector<HTMLElement>('.weui-picker__content')?.style.transform ?? '');
  return shift ? Math.round((CHOSEN_TOP - Number(shift[1])) / ROW) : 0;
}

/** A column is a spin button announcing the row it shows (the year, month or day, or a choice). */
function describe(column: HTMLElement): void {
  const rows = column.querySelectorAll('.weui-picker__item');
  const at = Math.min(Math.max(chosenRow(column), 0), rows.length - 1);
  column.setAttribute('aria-valuemin', '1');
  column.setAttribute('aria-valuemax', String(rows.length));
  column.setAttribute('aria-valuenow', String(at + 1));
  column.setAttribute('aria-valuetext', rows[at]?.textContent ?? '');
}

function tapRow(column: HTMLElement, rows: number): void {
  const clientY = window.innerHeight - TAP_MIDDLE + rows * ROW;
  column.dispatchEvent(new MouseEvent('mousedown', { clientY, bubbles: true }));
  column.dispatchEvent(new MouseEvent('mouseup', { clientY, bubbles: true }));
}

function fitColumn(column: HTMLElement, sheet: HTMLElement, name: string): void {
  // A date column says which part it is (its rows read 2026年, 03月, 11日); another picker's column, the picker's name.
  const unit = /[年月日]$/.exec(column.querySelector('.weui-picker__item')?.textContent ?? '')?.[0];
  column.setAttribute('aria-label', unit ?? name);
  if (fitted.has(column)) return;
  fitted.add(column);
  column.setAttribute('role', 'spinbutton');
  column.tabIndex = 0;
  describe(column);
  new MutationObserver(() => describe(column)).observe(column, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
  column.addEventListener('keydown', (event) => {
    const rows = { ArrowDown: 1, ArrowUp: -1, PageDown: 5, PageUp: -5 }[event.key];
    if (rows) tapRow(column, rows);
    // Enter picks what the columns show, as 确定 does.
    else if (event.key === 'Enter') sheet.querySelectorAll<HTMLElement>('.weui-picker__action')[1]?.click();
    else return;
    event.preventDefault();
  });
}

/**
 * Taro's H5 picker (a Picker's date, time or selector sheet) slides up as a `.weui-picker` in an overlay Taro moves to
 * the body: a dialog named after the control that opened it, with 取消 and 确定 as buttons and each column a spin
 * button (arrow keys, Enter to pick, Escape to cancel). The focus starts on the first column and goes back to the
 * opener when the sheet slides down.
 */
function fitPicker(sheet: HTMLElement): void {
  if (sheet.classList.contains('weui-animate-slide-down')) {
    const opener = openers.get(sheet);
    openers.delete(sheet);
    if (opener && (sheet.contains(document.activeElement) || document.activeElement === document.body)) opener.focus({ preventScroll: true });
    return;
  }
  const active = document.activeElement;
  if (!openers.has(sheet) && active instanceof HTMLElement && active !== document.body && !sheet.contains(active)) openers.set(sheet, active);
  // The opener reads `label：what it shows`; the sheet is named by the label.
  const name = openers.get(sheet)?.getAttribute('aria-label')?.split('：')[0] || '请选择';
  sheet.setAttribute('aria-label', name);
  if (sheet.getAttribute('role') !== 'dialog') {
    sheet.setAttribute('role', 'dialog');
    sheet.setAttribute('aria-modal', 'true');
    sheet.querySelectorAll<HTMLElement>('.weui-picker__action').forEach(asButton);
    sheet.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') sheet.querySelector<HTMLElement>('.weui-picker__action')?.click();
    });
  }
  const columns = [...sheet.querySelectorAll<HTMLElement>('.weui-picker__group')];
  columns.forEach((column) => fitColumn(column, sheet, name));
  if (!sheet.contains(document.activeElement)) columns[0]?.focus({ preventScroll: true });
  focusFirst(sheet);
}

/**
 * NutUI's Popup draws its close mark as a View with `ariaRole`, which H5 renders as an invalid `aria-role` attribute:
 * no role, no tab stop, no key. It becomes a real button.
 */
function fitPopupClose(): void {
  document.querySelectorAll<HTMLElement>(`${POPUP_CLOSE}[aria-role]`).forEach((close) => {
    close.removeAttribute('aria-role');
    asButton(close);
  });
}

const POPUP_CLOSE = '.nut-popup-title-right';
let closesWatched = false;

/**
 * A popup's title can render after its animations have ended (its content arrives later: a lazily loaded editor, a
 * concurrent render): a close mark added to the page from then on is made a button too.
 */
function watchPopupCloses(): void {
  if (closesWatched) return;
  closesWatched = true;
  const isClose = (node: Node) => node instanceof Element && (node.matches(POPUP_CLOSE) || node.querySelector(POPUP_CLOSE) !== null);
  new MutationObserver((records) => {
    if (records.some((record) => [...record.addedNodes].some(isClose))) fitPopupClose();
  }).observe(document.body, { childList: true, subtree: true });
}

export function fitAnimated(el: Element): void {
  if (el.classList.contains('weui-picker') && el.classList.contains('weui-animate-slide-up')) fitPicker(el as HTMLElement);
  fitPopupClose();
  watchPopupCloses();
}
