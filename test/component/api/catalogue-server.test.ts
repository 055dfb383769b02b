import { z } from 'zod';

import { resetToasts } from '../../../src/api/error-effects';
import { ApiError, type ErrorRowId } from '../../../src/api/errors';
import { resetHostSession } from '../../../src/api/host-session';
import { joinedOrganizations } from '../../../src/api/platform';
import { reauthGate, request, type CallOptions } from '../../../src/api/transport';
import { tenantIdOf } from '../../../src/domain/auth/jwt';
import { ERROR_TEXT } from '../../../src/domain/messages';
import { enterOrganisation } from '../../../src/features/session/organisation';
import { completeProviderSignIn, startProviderSignIn } from '../../../src/features/session/provider-sign-in';
import { useSession } from '../../../src/stores/session';
import { withRequestLayer } from '../support/client-reset';
import { browserSignIn, httpCall, postJson, startRealServer, toRealServer, type RealServer } from '../support/real-server';
import { harness, type FakeRequest } from '../support/taro';

/**
 * The request layer against the real local server (server/): the provider sign-in with PKCE, the code exchange, the
 * refresh into an organisation, then every row of the error catalogue (calls-and-errors.md §8) forced with the
 * server's fault switch (POST /__test/faults) or produced by the server itself.
 */
jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());
const left: string[] = [];
jest.mock('../../../src/platform/browser', () => ({
  ...jest.requireActual('../../../src/platform/browser.h5.ts'),
  leaveForUrl: (url: string) => left.push(url),
}));

withRequestLayer();

let server: RealServer;
const sent: FakeRequest[] = [];
const PASSWORD = 'Demo@2026';

const fault = async (rule: Record<string, unknown>) => {
  const res = await postJson(`${server.url}/__test/faults`, rule);
  if (res.status !== 200) throw new Error(`fault refused: ${res.text}`);
};
const toasts = () => harness.mocks.showToast!.mock.calls.map((c) => (c[0] as { title: string }).title);
const sentTo = (p: string) => sent.filter((r) => new URL(r.url).pathname === p);

async function outcome(options: CallOptions) {
  try {
    return { resolved: (await request({ schema: z.unknown(), ...options })) as unknown };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { rejected: error, row: error.row as ErrorRowId | 'schema' };
  }
}

// Starting the server is a child process compiling and opening its database: the one step allowed longer than
// Jest's default; each test then runs within it.
beforeAll(async () => {
  server = await startRealServer({ WARE_EXTRA_REDIRECT_URIS: 'http://localhost/pages/login/login' });
}, 60_000);
afterAll(() => server?.stop());

beforeEach(async () => {
  harness.reset();
  harness.handler = toRealServer(server, sent);
  sent.length = 0;
  resetToasts();
  resetHostSession();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await httpCall('DELETE', `${server.url}/__test/faults`);
});
afterEach(() => jest.restoreAllMocks());

/** Signs `member` in through the provider and enters organisation 1001 (run once; later tests reuse the session). */
async function signedIn(): Promise<void> {
  if (useSession.getState().tenantId === '1001' && useSession.getState().refreshToken) return;
  localStorage.clear();
  reauthGate.forget();
  useSession.getState().signOut();
  await startProviderSignIn();
  const authorize = new URL(left.at(-1)!);
  const back = await browserSignIn(server.url + authorize.pathname + authorize.search, 'member', PASSWORD);
  const outcome = await completeProviderSignIn(Object.fromEntries(back.searchParams));
  expect(outcome.kind).toBe('signed-in');
  const orgs = await joinedOrganizations();
  await enterOrganisation(orgs.find((o) => o.id === '1001')!);
}

describe('sign-in against the real provider', () => {
  it('PKCE authorize with the spec’s parameters, code exchange, then the organisation by refresh with tenant_id', async () => {
    await signedIn();
    const authorize = new URL(left.at(-1)!);
    const p = authorize.searchParams;
    expect(p.get('scope')).toBe('openid profile email phone');
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('scene')).toBe('org');
    expect(p.get('state')).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(sentTo('/api/admin/oauth/token')[0]!.header!.Authorization).toBe('');
    const session = useSession.getState();
    expect(session.token).toMatch(/^Bearer /);
    expect(tenantIdOf(session.idToken)).toBe('1001');
    expect(session.userInfo?.id).toBe('10003');
    expect(session.codeVerifier).toBeNull();
  });
});

describe('every catalogue row against the server', () => {
  beforeEach(() => signedIn());

  it('200 with a non-zero code and a message', async () => {
    await fault({ path: '/api/platform/joined-organizations', code: 1, message: '组织已停用' });
    expect((await outcome({ path: '/platform/joined-organizations' })).row).toBe('nonZeroCode');
    expect(toasts()).toEqual(['组织已停用']);
  });

  it('body code "4010": one refresh, the call replayed, nothing shown', async () => {
    await fault({ path: '/api/auth/joined-organization', code: '4010', message: 'token过期,请重新登录' });
    const before = useSession.getState().refreshToken;
    const o = await outcome({ path: '/auth/joined-organization' });
    expect(Array.isArray(o.resolved)).toBe(true);
    expect(sentTo('/oidc/token')).toHaveLength(1);
    expect(sentTo('/api/auth/joined-organization')).toHaveLength(2);
    expect(useSession.getState().refreshToken).not.toBe(before);
    expect(tenantIdOf(useSession.getState().idToken)).toBe('1001');
    expect(toasts()).toEqual([]);
  });

  it('HTTP 401: 20 concurrent calls, one refresh, 20 replays', async () => {
    // The delay holds every answer until all 20 calls have reached the server with the old token, as a real expiry
    // would find them (the fault switch answers by order of arrival, whatever the token).
    await fault({ path: '/api/platform/joined-organizations', status: 401, times: 20, delayMs: 300 });
    const all = await Promise.all(Array.from({ length: 20 }, () => outcome({ path: '/platform/joined-organizations' })));
    expect(all.every((o) => Array.isArray(o.resolved))).toBe(true);
    expect(sentTo('/oidc/token')).toHaveLength(1);
    expect(sentTo('/api/platform/joined-organizations')).toHaveLength(40);
  });

  it('401 on the token endpoint: rejected, then sign-in', async () => {
    await fault({ path: '/api/platform/joined-organizations', status: 401 });
    await fault({ path: '/oidc/token', status: 401 });
    expect((await outcome({ path: '/platform/joined-organizations' })).row).toBe('tokenExpired');
    expect(sentTo('/oidc/token')).toHaveLength(1);
    expect(toasts()).toEqual([ERROR_TEXT.tokenExpired]);
    expect(harness.mocks.redirectTo).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringMatching(/^\/pages\/login\/login/) }));
    expect(useSession.getState().token).toBeNull();
    useSession.getState().signOut(); // the next test signs in again
  });

  it('body code -109: the server message', async () => {
    await fault({ path: '/api/platform/joined-organizations', code: -109, message: '网络繁忙,请稍后再试' });
    expect((await outcome({ path: '/platform/joined-organizations' })).row).toBe('busy');
    expect(toasts()).toEqual(['网络繁忙,请稍后再试']);
  });

  it('400: the server message (a real one: bad input)', async () => {
    const o = await outcome({ method: 'POST', path: '/platform/organizations', data: { name: '' } });
    expect(o.row).toBe('badRequest');
    expect(toasts()[0]).toMatch(/^参数错误/);
  });

  it('400 on process start: the running process from the detail', async () => {
    await fault({ path: '/api/ware-engine-form/processes/key/expense-approval/start', status: 400, message: '启动失败', detail: '流程正在进行中: 报销-001' });
    const o = await outcome({ method: 'POST', path: '/ware-engine-form/processes/key/expense-approval/start', data: {} });
    expect(o.row).toBe('processStart');
    expect(toasts()).toEqual(['启动失败,当前正在进行中:报销-001']);
  });

  it('403: the server message (a real one: a foreign tenant named)', async () => {
    const o = await outcome({ path: '/platform/members', query: { tid: '1002' } });
    expect(o.row).toBe('forbidden');
    expect(toasts()).toEqual(['您不属于该组织,无权访问其数据']);
  });

  it('403 APP_NOT_PUBLIC on an app endpoint: restricted access (a real one: another tenant’s private app)', async () => {
    const o = await outcome({ path: '/ware-engine/apps/app-trade/my-permissions' });
    expect(o.row).toBe('appNotPublic');
    expect(harness.mocks.redirectTo).toHaveBeenCalledWith({ url: '/pagesB/view/restrictedAccess?type=noPermission' });
  });

  it('403 TENANT_REQUIRED on the to-do list: an empty result', async () => {
    await fault({ path: '/api/bigtable/task/todo', status: 403, code: 'TENANT_REQUIRED', message: '请先选择组织' });
    const empty = { content: [], totalElements: 0 };
    expect(await outcome({ path: '/bigtable/task/todo', empty })).toEqual({ resolved: empty });
    expect(toasts()).toEqual([]);
  });

  it('404: API接口不存在 (a real one)', async () => {
    expect((await outcome({ path: '/no/such/api' })).row).toBe('apiNotFound');
    expect(toasts()).toEqual(['API接口不存在']);
  });

  it('404 with detail 数据不存在 on an application path (a real one): the form info page’s modal', async () => {
    const o = await outcome({ path: '/ware-engine/apps/app-missing', context: 'formInfo' });
    expect(o.row).toBe('dataNotFound');
    expect(harness.mocks.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: ERROR_TEXT.dataNoPermissionOrDeleted }));
  });

  it('500: 服务器繁忙', async () => {
    await fault({ path: '/api/platform/joined-organizations', status: 500 });
    expect((await outcome({ path: '/platform/joined-organizations' })).row).toBe('serverError');
    expect(toasts()).toEqual(['服务器繁忙']);
  });

  it('another status, and a dropped connection: 网络异常,请稍后重试!', async () => {
    await fault({ path: '/api/platform/joined-organizations', status: 502 });
    expect((await outcome({ path: '/platform/joined-organizations' })).row).toBe('network');
    resetToasts();
    await fault({ path: '/api/platform/joined-organizations', drop: true });
    expect((await outcome({ path: '/platform/joined-organizations' })).row).toBe('network');
    expect(toasts()).toEqual(['网络异常,请稍后重试!', '网络异常,请稍后重试!']);
  });

  it('other errors: rejected with the body, nothing shown', async () => {
    await fault({ path: '/api/platform/joined-organizations', code: 7, message: '' });
    const o = await outcome({ path: '/platform/joined-organizations' });
    expect(o.row).toBe('other');
    expect(o.rejected!.body).toEqual({ code: 7, message: '', data: null });
    expect(toasts()).toEqual([]);
  });

  it('the organisation switch really leaves the first tenant: tid and data follow the second', async () => {
    await enterOrganisation({ id: '1002', name: '演示贸易有限公司' });
    expect(tenantIdOf(useSession.getState().idToken)).toBe('1002');
    const user = await request({ method: 'POST', path: '/base/current/user/my', data: {}, schema: z.looseObject({ tenantId: z.string() }) });
    expect(user.tenantId).toBe('1002');
    await enterOrganisation({ id: '1001', name: '演示科技有限公司' });
  });
});
