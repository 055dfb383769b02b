import type { Page } from '@playwright/test';

/** Calls the local server as the signed-in page does (its stored token), to check what the server really holds. */
export async function apiAsPage(
  page: Page,
  baseURL: string,
  path: string,
  init: { method: 'POST' | 'PUT' | 'DELETE'; body?: unknown } | null = null,
): Promise<{ code: number; message?: string; data: Record<string, unknown> }> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const raw = JSON.parse(token ?? 'null') as unknown;
  const bearer = typeof raw === 'string' ? raw : ((raw as { data?: string } | null)?.data ?? '');
  const res = await fetch(baseURL + path, {
    method: init?.method ?? 'GET',
    headers: { authorization: bearer, ...(init?.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(init?.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return (await res.json()) as { code: number; message?: string; data: Record<string, unknown> };
}
