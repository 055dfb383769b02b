import { addressOf, expect, test } from './fixtures';
import { signInAs } from './support/sign-in';

/**
 * The H5 opened at another name of the same machine than the one the server announced (127.0.0.1): the identity
 * provider accepts that origin's redirect URI, the API answers it, and the user ends signed in on that origin.
 */
for (const host of ['localhost', '[::1]']) {
  test(`sign-in at ${host}`, async ({ page, server }) => {
    await server.reset();
    const origin = server.url.replace('127.0.0.1', host);
    await page.goto(`${origin}/pages/login/login`);
    await signInAs(page, 'admin', { open: false });
    expect(new URL(page.url()).origin).toBe(origin);
    expect(await addressOf(page)).toBe('/platform/index');
    await expect(page.getByTestId('user')).toContainText('admin');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toContain('Bearer ');
  });
}
