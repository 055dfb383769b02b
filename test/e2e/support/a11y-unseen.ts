import type { Page } from '@playwright/test';

/**
 * What axe does not check on a screen (issue 37 item 3), measured in the page in one pass, one line per problem:
 * - WCAG 2.4.11 Focus Not Obscured: each tab stop, in document order, is focused as Tab would (focus() scrolls it into
 *   view) and the element at its centre (`elementFromPoint`) must be itself or inside it, not a fixed bar or overlay
 *   drawn over it;
 * - WCAG 3.3.8 (paste): no text field cancels a paste (the only way a page can refuse one);
 * - comfortable buttons (issue 42 item 7): every NutUI button is at least 32 px high (a mini one 28 px); the
 *   24 x 24 minimum of WCAG 2.5.8 itself is axe's target-size rule, run on every screen;
 * - the screen is no wider than the viewport (no sideways scrolling at the narrowest phone width the spec runs at).
 */
export async function unseenProblems(page: Page, where: string): Promise<string[]> {
  const lines = await page.evaluate(() => {
    const out: string[] = [];
    const shown = (el: Element) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const describe = (el: Element) => {
      const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 24);
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${cls}${label ? ` "${label}"` : ''}`;
    };

    const stops = [...document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]')].filter(
      (el) => el.tabIndex >= 0 && !el.matches(':disabled') && shown(el),
    );
    for (const el of stops) {
      el.focus();
      if (document.activeElement !== el) continue;
      // The centre of the part on screen (an element taller than the screen, a long article, shows its top part).
      const r = el.getBoundingClientRect();
      const [left, right, top, bottom] = [Math.max(r.left, 0), Math.min(r.right, innerWidth), Math.max(r.top, 0), Math.min(r.bottom, innerHeight)];
      if (left >= right || top >= bottom) {
        out.push(`focus-obscured: ${describe(el)} is focused outside the screen`);
        continue;
      }
      const [x, y] = [(left + right) / 2, (top + bottom) / 2];
      const over = document.elementFromPoint(x, y);
      if (over && !el.contains(over) && !over.contains(el)) out.push(`focus-obscured: ${describe(el)} is focused under ${describe(over)}`);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);

    for (const field of document.querySelectorAll<HTMLElement>('input, textarea')) {
      const paste = new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: new DataTransfer() });
      field.dispatchEvent(paste);
      if (paste.defaultPrevented) out.push(`paste-blocked: ${describe(field)} refuses a paste`);
    }

    for (const button of document.querySelectorAll<HTMLElement>('.nut-button')) {
      if (!shown(button)) continue;
      const least = button.classList.contains('nut-button-mini') ? 28 : 32;
      const { height } = button.getBoundingClientRect();
      if (height < least - 0.5) out.push(`button-height: ${describe(button)} is ${height.toFixed(1)} px high (at least ${least})`);
    }

    const width = document.documentElement.scrollWidth;
    if (width > innerWidth + 1) out.push(`reflow: the screen is ${width} px wide on a ${innerWidth} px viewport`);
    return out;
  });
  return lines.map((line) => `${where}: ${line}`);
}
