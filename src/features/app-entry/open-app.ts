/**
 * Opening an application: which app the address names, then the access-check flow of
 * domain/access/flow with the platform's answers, then the entries the user's permissions allow.
 */
import {
  accessConfig,
  appDetail,
  appIdByKey,
  appIdByShortCode,
  cardNames,
  createAccessRecord,
  goodsNames,
  myPermissions,
  myRoleCodes,
  takeGuestRole,
  whitelistConfirmed,
  type AppDetail,
} from '../../api/apps';
import { currentUser } from '../../api/user';
import { appKeyCacheKey, type AppRef } from '../../domain/access/app-ref';
import { appEntries, type AppEntry } from '../../domain/access/entries';
import { accessCheck, type AccessOutcome } from '../../domain/access/flow';
import { STORAGE_KEYS } from '../../domain/storage-keys';
import { CLIENT_TYPE } from '../../platform/client-type';
import { storage } from '../../platform/storage';
import { useAppStore } from '../../stores/app';
import { useSession } from '../../stores/session';

/** The app id an address names; key lookups are cached per key and organisation (spec §3). */
export async function resolveAppId(ref: AppRef): Promise<string> {
  if (ref.kind === 'id') return ref.appId;
  if (ref.kind === 'shortCode') return appIdByShortCode(ref.code);
  const tenantId = ref.tenantId ?? useSession.getState().tenantId ?? '';
  const cache = storage.get<Record<string, string>>(STORAGE_KEYS.appIdByKeyAndTenant) ?? {};
  const cacheKey = appKeyCacheKey(ref.key, tenantId);
  const cached = cache[cacheKey];
  if (typeof cached === 'string' && cached !== '') return cached;
  const appId = await appIdByKey(ref.key, tenantId);
  storage.set(STORAGE_KEYS.appIdByKeyAndTenant, { ...cache, [cacheKey]: appId });
  return appId;
}

/** The access check for an app, answered by the platform. */
export function checkAccess(appId: string, viewId: string | null): Promise<AccessOutcome> {
  const session = useSession.getState();
  return accessCheck(
    {
      accessConfig: () => accessConfig(appId),
      ensureUser: async () => {
        if (useSession.getState().userInfo) return;
        useSession.getState().setUser(await currentUser());
      },
      myRoles: () => myRoleCodes(appId),
      whitelisted: () => whitelistConfirmed(appId),
      names: (kind, ids) => (kind === 'MEMBER' ? cardNames(ids) : goodsNames(ids)),
      record: () => createAccessRecord(appId, { clientType: CLIENT_TYPE, viewId: viewId ?? undefined }),
      takeGuestRole: () => takeGuestRole(appId),
    },
    { clientType: CLIENT_TYPE, now: new Date(), hasToken: !!session.token, tenantId: session.tenantId },
  );
}

/** The app's detail and the caller's permissions in it, asked together. */
export function askApp(appId: string) {
  return Promise.all([appDetail(appId), myPermissions(appId)]);
}

/**
 * The app's detail and the entries its permissions allow; stored as the app being worked in. `asked`: the answer of
 * askApp when it was asked ahead (else it is asked now).
 */
export async function loadApp(
  appId: string,
  viewId: string | null,
  asked: ReturnType<typeof askApp> = askApp(appId),
): Promise<{ app: AppDetail; entries: AppEntry[] }> {
  const [app, permissions] = await asked;
  useAppStore.getState().setApp({ appId, appInfo: app as Record<string, unknown>, viewId });
  const entries = appEntries(app.forms ?? [], app.views ?? [], permissions);
  return { app, entries };
}
