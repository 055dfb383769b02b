import type { Page } from '@playwright/test';

/** A value of Taro's H5 storage as written: JSON `{ data }` (a bare JSON value is read as itself). */
export function taroStored(raw: string | null | undefined): unknown {
  const value = JSON.parse(raw ?? 'null') as unknown;
  return value !== null && typeof value === 'object' && 'data' in value ? (value as { data: unknown }).data : value;
}

/** The Authorization value the signed-in page sends (its stored token, `Bearer …`), or '' when signed out. */
export async function bearerOf(page: Page): Promise<string> {
  const token = taroStored(await page.evaluate(() => localStorage.getItem('token')));
  return typeof token === 'string' ? token : '';
}

/** Calls the local server as the signed-in page does (its stored token), to check what the server really holds. */
export async function apiAsPage(
  page: Page,
  baseURL: string,
  path: string,
  init: { method: 'POST' | 'PUT' | 'DELETE'; body?: unknown } | null = null,
): Promise<{ code: number; message?: string; data: Record<string, unknown> }> {
  const bearer = await bearerOf(page);
  const res = await fetch(baseURL + path, {
    method: init?.method ?? 'GET',
    headers: { authorization: bearer, ...(init?.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(init?.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return (await res.json()) as { code: number; message?: string; data: Record<string, unknown> };
}
