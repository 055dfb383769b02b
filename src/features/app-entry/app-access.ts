/**
 * The access check of one application (spec screens-data-rules.md §4, §6) as every way into the app runs it: the
 * application index and each screen behind the access gate (AppAccessGate). The answer is kept in the loading
 * layer per app, organisation and sign-in state, so moving between the screens of one app asks the platform once;
 * the index, which checks on every visit, writes its fresh answer there too.
 */
import Taro from '@tarojs/taro';

import { checkAccess } from './open-app';
import { hostSessionReady } from '../../api/host-session';
import { queryClient, scopedKey } from '../../data';
import type { AccessOutcome } from '../../domain/access/flow';
import { buildUrl } from '../../domain/navigation';
import { restrictedAccessNavigation } from '../../domain/routing/restricted-access';
import { PATHS } from '../../routes';
import { storeDenial } from '../../stores/access-denial';
import { rememberRedirect } from '../session';

/**
 * How long an access answer is reused between screens of the same app. Long enough for a working session in one
 * app; a stale answer is still shown at once and asked again behind it, and the server checks every call anyway.
 */
export const ACCESS_FRESH_FOR_MS = 5 * 60_000;

/** The loading layer's key of an app's access answer (the organisation is added by the layer itself). */
export const accessKey = (appId: string, signedIn: boolean) => ['app-access', appId, signedIn] as const;

/** Runs the flow once the host app's token (if any) has arrived. */
export async function appAccess(appId: string, viewId: string | null): Promise<AccessOutcome> {
  await hostSessionReady();
  return checkAccess(appId, viewId);
}

/** Keeps an answer obtained elsewhere (the index) for the gate of the app's other screens. */
export function rememberAccess(appId: string, signedIn: boolean, outcome: AccessOutcome): void {
  queryClient.setQueryData(scopedKey(accessKey(appId, signedIn)), outcome);
}

/**
 * Leaves the page for a denial or a needed sign-in (§4 steps 3 and 6): a denial is stored and replaces the page
 * with the restricted-access page; sign-in goes to the app's own login page, which comes back to `here`.
 * Answers whether the page was left.
 */
export async function leaveUnlessAllowed(outcome: AccessOutcome, appId: string, here: string): Promise<boolean> {
  if (outcome.kind === 'deny') {
    storeDenial(outcome.denial, appId);
    // §6 enterprise-only: the page is remembered, so switching identity comes back here.
    if (outcome.denial.rememberPage) rememberRedirect(here);
    await Taro.redirectTo({ url: restrictedAccessNavigation().url });
    return true;
  }
  if (outcome.kind === 'login') {
    await Taro.redirectTo({ url: buildUrl(PATHS.appLogin, { appId, redirectUrl: here }) });
    return true;
  }
  return false;
}
