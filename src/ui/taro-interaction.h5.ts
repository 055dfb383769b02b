/**
 * Taro's H5 showModal and showActionSheet draw their buttons as plain divs: a keyboard or screen-reader user can
 * neither reach nor name them (WCAG 2.1.1, 4.1.2). Each time Taro adds or refills one, this gives the dialog its role
 * and name and every button `role="button"`, `tabindex="0"` and Enter/Space, and moves focus into the dialog. The
 * colours are in taro-interaction.css (Taro's defaults fail contrast). Taro's picker and NutUI's popup close mark
 * get the same treatment when they open.
 */
import './taro-interaction.css';

function asButton(el: HTMLElement): void {
  if (el.getAttribute('role') === 'button') return;
  el.setAttribute('role', 'button');
  el.tabIndex = 0;
  el.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    el.click();
  });
}

function focusFirst(dialog: HTMLElement): void {
  if (dialog.contains(document.activeElement)) return;
  const first = [...dialog.querySelectorAll<HTMLElement>('[role="button"]')].find((b) => b.style.display !== 'none');
  first?.focus({ preventScroll: true });
}

function fitModal(root: HTMLElement): void {
  const content = root.querySelector<HTMLElement>('.taro-modal__content');
  if (!content) return;
  content.setAttribute('role', 'alertdialog');
  content.setAttribute('aria-modal', 'true');
  const title = root.querySelector<HTMLElement>('.taro-modal__title');
  const text = root.querySelector<HTMLElement>('.taro-modal__text');
  if (title) title.id ||= 'taro-modal-title';
  if (text) text.id ||= 'taro-modal-text';
  const titled = title?.textContent?.trim();
  content.setAttribute('aria-labelledby', titled ? 'taro-modal-title' : 'taro-modal-text');
  if (titled) content.setAttribute('aria-describedby', 'taro-modal-text');
  else content.removeAttribute('aria-describedby');
  root.querySelectorAll<HTMLElement>('.taro-model__btn').forEach(asButton);
  if (root.style.display !== 'none') focusFirst(content);
}

function fitActionSheet(root: HTMLElement): void {
  const sheet = root.lastElementChild as HTMLElement | null;
  const menu = sheet?.firstElementChild as HTMLElement | null;
  if (!sheet || !menu) return;
  sheet.setAttribute('role', 'dialog');
  sheet.setAttribute('aria-modal', 'true');
  sheet.setAttribute('aria-label', menu.firstElementChild?.textContent?.trim() || '操作菜单');
  // The first cell of the menu is the optional title (alertText), not a choice.
  [...menu.children].slice(1).forEach((cell) => asButton(cell as HTMLElement));
  const cancel = sheet.lastElementChild as HTMLElement | null;
  if (cancel && cancel !== menu) asButton(cancel);
  if (root.style.display !== 'none') focusFirst(sheet);
}

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

const watched = new WeakSet<HTMLElement>();

/** Taro reuses one element per kind and refills it on the next call (new cells, display back to block). */
function watch(root: HTMLElement, fitRoot: (root: HTMLElement) => void): void {
  fitRoot(root);
  if (watched.has(root)) return;
  watched.add(root);
  new MutationObserver(() => fitRoot(root)).observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
}

export function installTaroInteraction(): void {
  // The picker's sheet announces itself by its slide-up animation (it lives in the page, not in the body).
  // NutUI's popups by theirs (the overlay's fade or the sheet's slide: any animation once the popup is in the page).
  document.addEventListener('animationstart', (event) => {
    const sheet = event.target as HTMLElement;
    if (sheet.classList?.contains('weui-picker') && sheet.classList.contains('weui-animate-slide-up')) fitPicker(sheet);
    fitPopupClose();
  });
  // A popup whose content renders after its first animation began (the calendar's) is met when one ends.
  document.addEventListener('animationend', fitPopupClose);
  // Only the body's own children: Taro appends its popups there, and watching the whole page would run on every render.
  new MutationObserver(() => {
    document.querySelectorAll<HTMLElement>('body > .taro__modal').forEach((root) => watch(root, fitModal));
    document.querySelectorAll<HTMLElement>('body > .taro__actionSheet').forEach((root) => watch(root, fitActionSheet));
  }).observe(document.body, { childList: true });
}
