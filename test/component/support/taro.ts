/**
 * A controllable @tarojs/taro for component tests of the request layer and the sign-in screens. The real H5 runtime
 * stays underneath (storage uses jsdom's localStorage, components render as Taro's custom elements); the calls that
 * reach the outside (request, toast, modal, navigation, wx.login) are jest mocks the test drives, and the page hooks
 * run as effects with the query the test sets.
 *
 * Use: jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('./taro').taroFactory());
 */
import { useEffect } from 'react';

export interface FakeRequest {
  url: string;
  method?: string;
  data?: unknown;
  header?: Record<string, string>;
  timeout?: number;
  dataType?: string;
}

export type RequestHandler = (req: FakeRequest) => Promise<{ statusCode: number; data: unknown }>;

export const harness = {
  query: {} as Record<string, string | undefined>,
  pages: [{ route: 'pages/home/home', options: {} }] as Array<{ route: string; options?: Record<string, unknown> }>,
  modalConfirm: true,
  handler: (async () => ({ statusCode: 404, data: null })) as RequestHandler,
  mocks: {} as Record<string, jest.Mock>,
  reset(): void {
    this.query = {};
    this.pages = [{ route: 'pages/home/home', options: {} }];
    this.modalConfirm = true;
    this.handler = async () => ({ statusCode: 404, data: null });
    Object.values(this.mocks).forEach((m) => m.mockClear());
  },
};

const ok = () => Promise.resolve({ errMsg: 'ok' });

export function taroFactory() {
  const actual = jest.requireActual('@tarojs/taro') as { default: Record<string, unknown> } & Record<string, unknown>;
  const mocks: Record<string, jest.Mock> = {
    request: jest.fn((req: FakeRequest) => {
      const result = harness.handler(req);
      return result.then((res) => ({ ...res, header: {}, errMsg: 'request:ok' }));
    }),
    showToast: jest.fn(ok),
    showLoading: jest.fn(ok),
    hideLoading: jest.fn(ok),
    showModal: jest.fn(() => Promise.resolve({ confirm: harness.modalConfirm, cancel: !harness.modalConfirm })),
    navigateTo: jest.fn(ok),
    redirectTo: jest.fn(ok),
    reLaunch: jest.fn(ok),
    navigateBack: jest.fn(ok),
    exitMiniProgram: jest.fn(ok),
    login: jest.fn(() => Promise.resolve({ code: 'dev-wx-member', errMsg: 'login:ok' })),
    getCurrentPages: jest.fn(() => harness.pages),
  };
  harness.mocks = mocks;
  const hooks = {
    useLoad: (cb: (q: Record<string, string | undefined>) => void) => {
      // eslint-disable-next-line react-hooks/exhaustive-deps
      useEffect(() => cb({ ...harness.query }), []);
    },
    useDidShow: (cb: () => void) => {
      // eslint-disable-next-line react-hooks/exhaustive-deps
      useEffect(() => cb(), []);
    },
    useRouter: () => ({ params: { ...harness.query }, path: '' }),
  };
  const api = Object.assign({}, actual.default, mocks, hooks);
  return { __esModule: true, ...actual, ...mocks, ...hooks, default: api };
}

/** A JSON answer. */
export const answer = (statusCode: number, data: unknown) => Promise.resolve({ statusCode, data });

/** Lets pending promises and timers of 0 ms run. */
export const flush = async (rounds = 5) => {
  for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
