/**
 * Taro's H5 showModal and showActionSheet draw their buttons as plain divs: a keyboard or screen-reader user can
 * neither reach nor name them (WCAG 2.1.1, 4.1.2). Each time Taro adds or refills one, this gives the dialog its role
 * and name and every button `role="button"`, `tabindex="0"` and Enter/Space, and moves focus into the dialog. The
 * colours are in taro-interaction.css (Taro's defaults fail contrast). Taro's picker and NutUI's popup close mark
 * get the same treatment when they open.
 */
import './taro-interaction.css';
import { asButton, focusFirst } from './dom-button.h5';

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

const watched = new WeakSet<HTMLElement>();

/** Taro reuses one element per kind and refills it on the next call (new cells, display back to block). */
function watch(root: HTMLElement, fitRoot: (root: HTMLElement) => void): void {
  fitRoot(root);
  if (watched.has(root)) return;
  watched.add(root);
  new MutationObserver(() => fitRoot(root)).observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
}

export function installTaroInteraction(): void {
  // Taro's picker sheet and NutUI's popups announce themselves by an animation (they live in the page, not the body);
  // what fits them loads with the first one (taro-popups.h5.ts: kept out of the first route).
  const popupAnimated = (event: Event) => {
    const el = event.target as Element;
    if (el.closest?.('.weui-picker, .nut-popup, .nut-overlay')) void import('./taro-popups.h5').then((m) => m.fitAnimated(el));
  };
  document.addEventListener('animationstart', popupAnimated);
  // A popup whose content renders after its first animation began is met when one ends.
  document.addEventListener('animationend', popupAnimated);
  new MutationObserver(() => {
    document.querySelectorAll<HTMLElement>('body > .taro__modal').forEach((root) => watch(root, fitModal));
    document.querySelectorAll<HTMLElement>('body > .taro__actionSheet').forEach((root) => watch(root, fitActionSheet));
  }).observe(document.body, { childList: true });
}
