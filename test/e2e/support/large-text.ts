import type { Page } from '@playwright/test';

/**
 * Large text (issue 39.5): the system's text size at 200 %. Chromium's default font size is the browser's text-size
 * setting, which phones' browsers take from the system's font scale; src/index.html reads it (the size of `medium`
 * against 16 px) into --ware-text-scale, which every font size of ui/theme.css is multiplied by. The DevTools
 * protocol sets that default (Page.setFontSizes) for the page, before it loads: not a zoom (deviceScaleFactor and
 * page zoom scale boxes and text together, and would not test that text alone grows).
 */
export async function emulateTextScale(page: Page, scale: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 * scale, fixed: 13 * scale } });
}

/**
 * What the screen shown loses with the text this large: a layout wider than the screen (text pushed sideways), and
 * text cut off by a box that hides its overflow (a fixed height, `overflow: hidden`). Boxes that end in an ellipsis
 * or scroll are made to truncate or scroll and are not counted. One line per problem, naming the element.
 */
export async function largeTextProblems(page: Page, where: string): Promise<string[]> {
  return page.evaluate((where) => {
    const out: string[] = [];
    const width = window.innerWidth;
    const scroll = document.documentElement.scrollWidth;
    if (scroll > width) out.push(`${where}: ${scroll} px to scroll sideways on a ${width} px screen`);
    const shown = [...document.querySelectorAll<HTMLElement>('.taro_page')].filter((p) => getComputedStyle(p).display !== 'none');
    const scrolls = (el: Element | null): boolean => {
      for (let a = el?.parentElement; a; a = a.parentElement) if (/auto|scroll/.test(getComputedStyle(a).overflowX)) return true;
      return false;
    };
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 20)}"`;
    for (const el of shown.flatMap((p) => [p, ...p.querySelectorAll<HTMLElement>('*')])) {
      const s = getComputedStyle(el);
      if (s.display === 'none' || s.visibility === 'hidden' || !el.textContent?.trim() || el.getClientRects().length === 0) continue;
      if (s.textOverflow === 'ellipsis' || s.webkitLineClamp !== 'none') continue;
      const hides = (o: string) => o === 'hidden' || o === 'clip';
      if (hides(s.overflowX) && el.scrollWidth > el.clientWidth + 1) out.push(`${where}: ${name(el)} cuts its text off at the side (${el.scrollWidth} > ${el.clientWidth} px)`);
      if (hides(s.overflowY) && el.scrollHeight > el.clientHeight + 1) out.push(`${where}: ${name(el)} cuts its text off below (${el.scrollHeight} > ${el.clientHeight} px)`);
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1 && !scrolls(el)) out.push(`${where}: ${name(el)} reaches past the screen's right edge (${Math.round(box.right)} px)`);
    }
    return out;
  }, where);
}
