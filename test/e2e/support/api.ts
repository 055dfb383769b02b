import type { Page } from '@playwright/test';


/** Every seeded demo user's password (server/src/seed). */
export const PASSWORD = 'Demo@2026';

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

/** The tokens of a seeded user in an organisation (1001 unless named), from the password login, without a page. */
export async function tokensOf(baseURL: string, username: string, tenantId = '1001'): Promise<{ access_token: string; id_token: string }> {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD, tenantId }),
  });
  const body = (await res.json()) as { code: number; data: { access_token: string; id_token: string } };
  if (body.code !== 0) throw new Error(`login as ${username} failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** The Authorization value of a seeded user (`Bearer …`), for setting up server state a test then checks in pages. */
export const bearerFor = async (baseURL: string, username: string): Promise<string> => `Bearer ${(await tokensOf(baseURL, username)).access_token}`;
