/**
 * What opening the application index does (spec §4, §6): resolve the app, run the access check, and either leave
 * for another page (restricted access, the app's login page, a shared search or list page) or answer the app and
 * the entries to show. The screen loads this as its data; leaving is an answer too, so the screen shows nothing.
 */
import Taro from '@tarojs/taro';

import { leaveUnlessAllowed, rememberAccess } from './app-access';
import { askApp, checkAccess, loadApp, resolveAppId } from './open-app';
import type { AppDetail } from '../../api/apps';
import type { AppRef } from '../../domain/access/app-ref';
import type { AppEntry } from '../../domain/access/entries';
import { checkMayGrant } from '../../domain/access/flow';
import { buildUrl } from '../../domain/navigation';
import { withoutRouterParams } from '../../domain/query';
import { sharedPageTarget } from '../../domain/routing/shared-page';
import { PATHS } from '../../routes';
import { useAppStore } from '../../stores/app';
import { useSession } from '../../stores/session';

export type OpenedIndex = { kind: 'left' } | { kind: 'ready'; app: AppDetail; entries: AppEntry[]; viewId: string | null };

export async function openAppIndex(
  ref: AppRef,
  viewId: string | null,
  params: Record<string, string | undefined>,
): Promise<OpenedIndex> {
  // §2: a viewId in the address is stored before authorisation.
  if (viewId) useAppStore.getState().setApp({ viewId });
  const appId = await resolveAppId(ref);
  useAppStore.getState().setApp({ appId });
  const here = buildUrl(PATHS.appIndex, withoutRouterParams(params));
  const hasToken = !!useSession.getState().token;
  // A check that grants nothing (signed out) cannot change the answers the index shows next: they are asked
  // alongside it, one round trip fewer before the index paints. A denial or a sign-in leaves them unread.
  const ahead = checkMayGrant({ hasToken }) ? undefined : askApp(appId);
  ahead?.catch(() => undefined);
  const outcome = await checkAccess(appId, viewId);
  rememberAccess(appId, hasToken, outcome);
  if (await leaveUnlessAllowed(outcome, appId, here)) return { kind: 'left' };
  const { app, entries } = await loadApp(appId, viewId, ahead);
  // §2 share links: code=search / code=list open that page of the same app and view once access is granted.
  const shared = sharedPageTarget({
    code: params.code,
    appId,
    viewId,
    views: app.views ?? [],
    appFormId: app.formId ?? null,
    forms: (app.forms ?? []).map((f) => ({ id: f.formId ?? f.id })),
  });
  if (shared) {
    await Taro.redirectTo({ url: shared });
    return { kind: 'left' };
  }
  return { kind: 'ready', app, entries, viewId };
}
