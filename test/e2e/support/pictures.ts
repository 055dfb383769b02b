import type { Locator } from '@playwright/test';

import { expect } from '../fixtures';

/**
 * A picture (ui/Picture, a list thumbnail) as a user sees it: its image has arrived and decoded (naturalWidth > 0) and
 * its box has the fixed size its class gives, whatever the picture's own size, so nothing around it moved.
 */
export async function expectPicture(box: Locator, size: { width?: number; height: number }): Promise<void> {
  const img = box.locator('img').or(box.and(box.page().locator('img'))).first();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBeGreaterThan(0);
  const shown = (await box.boundingBox())!;
  expect(Math.round(shown.height)).toBe(size.height);
  if (size.width !== undefined) expect(Math.round(shown.width)).toBe(size.width);
}
