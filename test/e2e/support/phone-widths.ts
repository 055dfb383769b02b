import type { Page } from '@playwright/test';

/**
 * Phone-true widths (issue 39 item 1): the screen as it shows now is exactly the device's width, with nothing to pan
 * sideways to, at each phone width in use: 320 (iPhone SE, small Android), 375 (most iPhones) and 430 (the largest).
 * The viewport is resized in place (no reload: the state the walk reached stays) and put back to where it was.
 */
export const PHONE_WIDTHS = [320, 375, 430] as const;

export async function widthProblems(page: Page, where: string): Promise<string[]> {
  const before = page.viewportSize()!;
  const out: string[] = [];
  for (const width of PHONE_WIDTHS) {
    if (width !== before.width) await page.setViewportSize({ width, height: before.height });
    // Measured after the next frame: the layout of the new width, not the last one.
    const layout = await page.evaluate(
      () =>
        new Promise<{ inner: number; scroll: number }>((done) =>
          requestAnimationFrame(() => done({ inner: window.innerWidth, scroll: document.documentElement.scrollWidth })),
        ),
    );
    if (layout.inner !== width || layout.scroll !== width)
      out.push(`${where}: at ${width} px the layout is ${layout.inner} px wide, ${layout.scroll} px to scroll`);
  }
  await page.setViewportSize(before);
  return out;
}
