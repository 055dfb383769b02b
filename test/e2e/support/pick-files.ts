import type { FileChooser, Page } from '@playwright/test';

/**
 * Opens a file picker by `open` (a click) and gives it `files`. A user's first photo asks for the privacy agreement
 * before the picker opens (remembered afterwards): agreed here, since the fixtures' dialog handler only runs during
 * Playwright actions and a picker is awaited as an event.
 */
export async function pickFiles(page: Page, open: () => Promise<void>, files: Parameters<FileChooser['setFiles']>[0]) {
  const chooser = page.waitForEvent('filechooser');
  await open();
  const agree = page.locator('.privacy__agree');
  const first = await Promise.race([
    chooser.then(() => 'picker' as const),
    agree.waitFor({ state: 'visible' }).then(
      () => 'agreement' as const,
      () => 'none' as const,
    ),
  ]);
  if (first === 'agreement') await agree.click();
  await (await chooser).setFiles(files);
}
