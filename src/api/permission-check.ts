/** The single permission check of an app, in its own module: only the screens that ask it import it. */
import { z } from 'zod/mini';

import { request } from './transport';
import { checkGrants, type PermissionQuestion } from '../domain/access/permission-check';

const enc = encodeURIComponent;

/**
 * GET /ware-engine/apps/{id}/permission-check: may the caller (signed in or not: a visitor is asked as GUEST) do this
 * one thing? false when the call fails or answers anything but yes (domain/access/permission-check: fail closed).
 */
export async function permissionGranted(appId: string, question: PermissionQuestion): Promise<boolean> {
  try {
    const answer = await request({
      path: `/ware-engine/apps/${enc(appId)}/permission-check`,
      query: { ...question },
      schema: z.unknown(),
      silent: true,
      loading: false,
    });
    return checkGrants(answer);
  } catch {
    return false;
  }
}
