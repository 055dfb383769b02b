import { expect, type FileChooser, type Page } from '@playwright/test';

/**
 * Opens a file picker by `open` (a click) and gives it `files`. A user's first photo asks for the privacy agreement
 * before the picker opens (remembered afterwards). The fixtures' dialog handler agrees, but it runs only before
 * Playwright actions and assertions, and a picker is awaited as an event: so when the dialog shows first, an
 * assertion that it leaves gives the handler its turn (clicking it here as well would race the handler).
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
  if (first === 'agreement') await expect(agree).toBeHidden();
  await (await chooser).setFiles(files);
}
