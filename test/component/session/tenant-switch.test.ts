import { reauthGate } from '../../../src/api/transport';
import { tenantIdOf } from '../../../src/domain/auth/jwt';
import { STORAGE_KEYS } from '../../../src/domain/storage-keys';
import { enterOrganisation } from '../../../src/features/session/organisation';
import { storage } from '../../../src/platform/storage';
import { useAppStore } from '../../../src/stores/app';
import { readStoredSession, useSession } from '../../../src/stores/session';
import { registerTenantScoped, TENANT_SCOPED_KEYS, tenantScopedNames } from '../../../src/stores/tenant-scope';
import { withRequestLayer } from '../support/client-reset';
import { FakePlatform, ORGS } from '../support/fake-platform';
import { harness } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());
withRequestLayer();

const [A, B] = ORGS as [(typeof ORGS)[0], (typeof ORGS)[0]];
/** Every value of the first tenant carries this mark, so a search of all state finds any leftover. */
const MARK = 'TENANT-A-ONLY';

let platform: FakePlatform;

/** Everything the client holds: every storage key and every store's state, as text. */
function everything(): string {
  const stored: Record<string, unknown> = {};
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i)!;
    stored[key] = localStorage.getItem(key);
  }
  return JSON.stringify({ stored, session: useSession.getState(), app: useAppStore.getState(), cache: fakeCache });
}

/** A tenant-scoped cache of another module (as an app-by-key cache would be). */
let fakeCache: Record<string, string> = {};
registerTenantScoped('test-cache', () => {
  fakeCache = {};
});

async function signInto(org: (typeof ORGS)[0]) {
  const tokens = platform.issue(null);
  useSession.getState().startNewSession();
  useSession.getState().setTokens({ accessToken: tokens.access_token, idToken: tokens.id_token, refreshToken: tokens.refresh_token });
  await enterOrganisation(org);
}

function fillTenantAData() {
  useAppStore.getState().setApp({ appId: `${MARK}-app`, appInfo: { tenantId: A.id, name: `${MARK}-info` }, viewId: `${MARK}-view` });
  storage.set(STORAGE_KEYS.appIdByKeyAndTenant, { [`visit:${A.id}`]: `${MARK}-app` });
  storage.set(STORAGE_KEYS.formData, { draft: `${MARK}-draft` });
  storage.set(STORAGE_KEYS.code, `${MARK}-code`);
  storage.set(STORAGE_KEYS.portalScrollPosition, `${MARK}-scroll`);
  useSession.getState().setUser({ id: '10003', nickname: `${MARK}-nickname`, tenantName: A.name } as never);
  fakeCache = { key: `${MARK}-cached` };
}

beforeEach(() => {
  localStorage.clear();
  harness.reset();
  reauthGate.forget();
  useSession.getState().signOut();
  useAppStore.getState().reset();
  platform = new FakePlatform();
  harness.handler = platform.handle;
});

describe('switching organisation', () => {
  it('leaves nothing of the first tenant, in storage or in any store', async () => {
    await signInto(A);
    fillTenantAData();
    expect(everything()).toContain(MARK);
    expect(everything()).toContain(A.name);

    await enterOrganisation(B);

    const after = everything();
    expect(after).not.toContain(MARK);
    expect(after).not.toContain(A.name);
    const session = useSession.getState();
    expect(session.tenantId).toBe(B.id);
    expect(session.organisation?.name).toBe(B.name);
    expect(tenantIdOf(session.idToken)).toBe(B.id);
    expect(session.userInfo?.id).toBe('10003');
    expect(readStoredSession().tenantId).toBe(B.id);
    expect(useAppStore.getState()).toMatchObject({ appId: null, appInfo: null, viewId: null });
    // The refresh exchange named the new tenant; the previous refresh token was rotated, not reused.
    const refresh = new URLSearchParams(String(platform.calls('/oidc/token').at(-1)!.data));
    expect(refresh.get('tenant_id')).toBe(B.id);
    expect(platform.revoked).toBe(false);
  });

  it('every tenant-scoped key is cleared and the stores are registered', async () => {
    await signInto(A);
    for (const key of TENANT_SCOPED_KEYS) storage.set(key, `${MARK}-${key}`);
    await enterOrganisation(B);
    for (const key of TENANT_SCOPED_KEYS) expect(String(storage.get(key) ?? '')).not.toContain(MARK);
    expect(tenantScopedNames()).toEqual(expect.arrayContaining(['app', 'test-cache']));
  });

  it('a refused switch loses nothing: the first tenant stays as it was', async () => {
    await signInto(A);
    fillTenantAData();
    const before = everything();
    platform.orgs = [A];
    await expect(enterOrganisation(B)).rejects.toBeTruthy();
    expect(everything()).toBe(before);
    expect(useSession.getState().tenantId).toBe(A.id);
  });

  it('entering the same organisation again keeps its data', async () => {
    await signInto(A);
    fillTenantAData();
    await enterOrganisation(A);
    expect(useAppStore.getState().appId).toBe(`${MARK}-app`);
  });

  it('a new sign-in keeps a viewId stored from a shared link, and drops the rest', async () => {
    await signInto(A);
    fillTenantAData();
    storage.set(STORAGE_KEYS.viewId, 'shared-view');
    useAppStore.getState().setApp({ viewId: 'shared-view' });
    useSession.getState().startNewSession();
    expect(storage.get(STORAGE_KEYS.viewId)).toBe('shared-view');
    expect(storage.get(STORAGE_KEYS.appId)).toBeUndefined();
    expect(useSession.getState().token).toBeNull();
  });

  it('logout clears the whole session and every tenant-scoped store', async () => {
    await signInto(A);
    fillTenantAData();
    useSession.getState().signOut();
    expect(everything()).not.toContain(MARK);
    for (const key of ['token', 'userId', 'userInfo', 'SET_TID', 'SET_ORG', 'refreshToken', 'id_token']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });
});
