import type { Page } from '@playwright/test';

/** Calls the local server as the signed-in page does (its stored token), to check what the server really holds. */
export async function apiAsPage(page: Page, baseURL: string, path: string): Promise<{ code: number; data: Record<string, unknown> }> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const raw = JSON.parse(token ?? 'null') as unknown;
  const bearer = typeof raw === 'string' ? raw : ((raw as { data?: string } | null)?.data ?? '');
  const res = await fetch(baseURL + path, { headers: { authorization: bearer } });
  return (await res.json()) as { code: number; data: Record<string, unknown> };
}
