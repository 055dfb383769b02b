/** Package details against a scripted store: an install's progress and its two ends, and who is offered 安装. */
import { act, screen } from '@testing-library/react';

import PackageDetails from '../../../src/features/market/PackageDetailsScreen';
import { INSTALL_POLL_MS } from '../../../src/features/market/packages';
import { MARKET_TEXT } from '../../../src/features/market/text';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { idle, mount, press } from '../support/screen';
import { answerByRoute, harness } from '../support/taro';

jest.mock('@tarojs/taro', () => {
  const taro = jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory();
  const extra = { usePullDownRefresh: () => undefined };
  return { ...taro, ...extra, default: { ...taro.default, ...extra } };
});

const ok = (data: unknown) => Promise.resolve({ statusCode: 200, data: { code: 0, message: 'success', data } });
const pkg = (installStatus: string, installMessage: string | null = null) => ({
  id: 'pkg-inspect',
  name: '门店巡检',
  description: '巡检任务与问题整改',
  category: '门店管理',
  apps: [{ key: 'inspection', name: '巡检记录', type: 'FORM', description: '巡检打卡与拍照' }],
  installStatus,
  installMessage,
});
const ADMIN = () => ok([{ code: 'app:install', name: '安装应用' }]);

beforeEach(() => {
  resetClient();
  harness.reset();
  harness.query = { id: 'pkg-inspect' };
  useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1' });
  jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
});
afterEach(() => jest.useRealTimers());

/** Lets the poll's timer run and waits for what it loaded. */
async function nextPoll() {
  act(() => void jest.advanceTimersByTime(INSTALL_POLL_MS));
  await idle();
}

describe('package details', () => {
  it('an admin installs: 安装中… while the store works (read again each second), then 已安装', async () => {
    // The store works through two reads: still installing at the first, installed at the second.
    let status = 'NOT_INSTALLED';
    let readsLeft = 0;
    const calls = answerByRoute({
      'GET /platform/my-permissions': ADMIN,
      'GET /warestore/application-packages/pkg-inspect': () => {
        if (status === 'INSTALLING' && readsLeft-- <= 0) status = 'INSTALLED';
        return ok(pkg(status));
      },
      'POST /warestore/application-packages': () => {
        status = 'INSTALLING';
        readsLeft = 1;
        return ok(pkg(status));
      },
    });
    await mount(<PackageDetails />);
    expect(await screen.findByText('巡检记录')).toBeTruthy();
    await press(await screen.findByText(MARKET_TEXT.install));
    expect(await screen.findByText(MARKET_TEXT.installing)).toBeTruthy();
    await nextPoll();
    expect(screen.getByText(MARKET_TEXT.installing)).toBeTruthy();
    await nextPoll();
    expect(await screen.findByText(MARKET_TEXT.installed)).toBeTruthy();
    const reads = () => calls.filter((c) => c === 'GET /warestore/application-packages/pkg-inspect').length;
    expect(reads()).toBe(3);
    // Nothing is read again once the install has ended.
    await nextPoll();
    expect(reads()).toBe(3);
    expect(calls.filter((c) => c === 'POST /warestore/application-packages')).toHaveLength(1);
  });

  it('a failed install says 安装失败 with the store’s message and offers 重新安装', async () => {
    let status = 'NOT_INSTALLED';
    answerByRoute({
      'GET /platform/my-permissions': ADMIN,
      'GET /warestore/application-packages/pkg-inspect': () => ok(pkg(status, status === 'FAILED' ? '服务器繁忙' : null)),
      'POST /warestore/application-packages': () => {
        status = 'FAILED';
        return ok(pkg('INSTALLING'));
      },
    });
    await mount(<PackageDetails />);
    await press(await screen.findByText(MARKET_TEXT.install));
    await nextPoll();
    expect(await screen.findByText('安装失败：服务器繁忙')).toBeTruthy();
    expect(screen.getByText(MARKET_TEXT.reinstall)).toBeTruthy();
  });

  it('a member without app:install sees the package, not 安装', async () => {
    answerByRoute({
      'GET /platform/my-permissions': () => ok([{ code: 'app:use', name: '使用应用' }]),
      'GET /warestore/application-packages/pkg-inspect': () => ok(pkg('NOT_INSTALLED')),
    });
    await mount(<PackageDetails />);
    expect(await screen.findByText('巡检记录')).toBeTruthy();
    expect(screen.queryByText(MARKET_TEXT.install)).toBeNull();
  });
});
