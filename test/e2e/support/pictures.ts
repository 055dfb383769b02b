import type { Locator } from '@playwright/test';

import { expect } from '../fixtures';

/** Taro's design width (config/index.ts): H5 turns CSS px into rem, so a box of n px is n × viewport / 375 wide. */
const DESIGN_WIDTH = 375;

/**
 * A picture (ui/Picture, a list thumbnail) as a user sees it: its image has arrived and decoded (naturalWidth > 0) and
 * its box has the fixed size its class gives (`size` in design px), whatever the picture's own size, so nothing
 * around it moved when it arrived.
 */
export async function expectPicture(box: Locator, size: { width?: number; height: number }): Promise<void> {
  const img = box.locator('img').or(box.and(box.page().locator('img'))).first();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBeGreaterThan(0);
  const scale = (box.page().viewportSize()?.width ?? DESIGN_WIDTH) / DESIGN_WIDTH;
  const shown = (await box.boundingBox())!;
  expect(Math.abs(shown.height - size.height * scale)).toBeLessThanOrEqual(1);
  if (size.width !== undefined) expect(Math.abs(shown.width - size.width * scale)).toBeLessThanOrEqual(1);
}
