/**
 * The privacy agreement as the mini program runs it: WeChat raises onNeedPrivacyAuthorization for a protected call
 * (here through requirePrivacyAuthorize, the gate), our dialog shows the agreement's name from getPrivacySetting,
 * the agree button's agreeprivacyauthorization event resolves WeChat's request with that button's id, and 拒绝
 * resolves it as disagree, which fails the waiting call.
 */
import { act, fireEvent, screen } from '@testing-library/react';

import { startPrivacyFlow } from '../../../src/features/privacy/privacy-flow';
import { PrivacyOverlay } from '../../../src/features/privacy/PrivacyOverlay';
import { AGREE_BUTTON_ID, PRIVACY_TEXT } from '../../../src/features/privacy/text';
import { privacyAgreed } from '../../../src/platform/privacy-gate';
import { pageHost } from '../support/page-host';
import { idle } from '../support/screen';

type Resolve = (option: { event: string; buttonId?: string }) => void;

/** WeChat's side: the agreement state, the registered listener and every resolve it received. */
const mockWechat = {
  agreed: false,
  listener: null as null | ((resolve: Resolve, info: { referrer: string }) => void),
  resolved: [] as { event: string; buttonId?: string }[],
  contractOpened: 0,
};

jest.mock('@tarojs/taro', () => {
  const taro = jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory();
  const extra = {
    onNeedPrivacyAuthorization: (listener: typeof mockWechat.listener) => void (mockWechat.listener = listener),
    requirePrivacyAuthorize: ({ success, fail }: { success: () => void; fail: () => void }) => {
      if (mockWechat.agreed) return success();
      mockWechat.listener!((option) => {
        mockWechat.resolved.push(option);
        if (option.event === 'agree') {
          mockWechat.agreed = true;
          success();
        } else if (option.event === 'disagree') fail();
      }, { referrer: 'requirePrivacyAuthorize' });
    },
    getPrivacySetting: ({ success }: { success: (r: object) => void }) =>
      success({ needAuthorization: !mockWechat.agreed, privacyContractName: '《星河小程序隐私保护指引》' }),
    openPrivacyContract: () => void (mockWechat.contractOpened += 1),
  };
  return { ...taro, ...extra, default: { ...taro.default, ...extra } };
});
jest.mock('../../../src/features/privacy/privacy-flow', () => jest.requireActual('../../../src/features/privacy/privacy-flow.ts'));
jest.mock('../../../src/features/privacy/PrivacyOverlay', () => jest.requireActual('../../../src/features/privacy/PrivacyOverlay.tsx'));

const host = pageHost('/pages/form/index');
const CONTRACT = '《星河小程序隐私保护指引》';

beforeAll(() => startPrivacyFlow());
beforeEach(async () => {
  Object.assign(mockWechat, { agreed: false, resolved: [], contractOpened: 0 });
  host.open();
  await host.mount(<PrivacyOverlay />);
});
afterEach(() => host.close());

/** Starts a call that opens the dialog, inside act (the dialog's state changes synchronously). */
const ask = <T,>(call: () => Promise<T>): Promise<T> => {
  let pending!: Promise<T>;
  act(() => {
    pending = call();
  });
  return pending;
};
const press = async (el: Element, event: Event) => {
  fireEvent(el, event);
  await idle();
};
const agreeButton = () => document.getElementById(AGREE_BUTTON_ID)!;

describe('the privacy agreement (mini program)', () => {
  it('registers with WeChat at start-up', () => {
    expect(mockWechat.listener).toEqual(expect.any(Function));
  });

  it('agree: the open-type button resolves WeChat with its id, the waiting call goes on', async () => {
    const pending = ask(privacyAgreed);
    await screen.findByText(CONTRACT);
    expect(screen.getByText(PRIVACY_TEXT.title)).toBeTruthy();
    expect(agreeButton().getAttribute('open-type') ?? (agreeButton() as unknown as { openType?: string }).openType).toBe('agreePrivacyAuthorization');
    // A tap alone is not the agreement: WeChat's answer waits for the button's own event.
    await press(agreeButton(), new MouseEvent('click', { bubbles: true }));
    expect(mockWechat.resolved).toEqual([{ event: 'exposureAuthorization' }]);
    await press(agreeButton(), new CustomEvent('agreeprivacyauthorization', { bubbles: true }));
    await expect(pending).resolves.toBe(true);
    expect(mockWechat.resolved).toEqual([{ event: 'exposureAuthorization' }, { event: 'agree', buttonId: AGREE_BUTTON_ID }]);
    expect(screen.queryByText(PRIVACY_TEXT.title)).toBeNull();
    // Agreed once: WeChat lets later calls through without asking.
    await expect(ask(privacyAgreed)).resolves.toBe(true);
  });

  it('refuse: WeChat is told disagree and the waiting call fails', async () => {
    const pending = ask(privacyAgreed);
    await screen.findByText(CONTRACT);
    await press(screen.getByText(PRIVACY_TEXT.refuse), new MouseEvent('click', { bubbles: true }));
    await expect(pending).resolves.toBe(false);
    expect(mockWechat.resolved.at(-1)).toEqual({ event: 'disagree' });
    expect(screen.queryByText(PRIVACY_TEXT.title)).toBeNull();
  });

  it('the agreement name opens WeChat’s contract page', async () => {
    const pending = ask(privacyAgreed);
    await press(await screen.findByText(CONTRACT), new MouseEvent('click', { bubbles: true }));
    expect(mockWechat.contractOpened).toBe(1);
    await press(screen.getByText(PRIVACY_TEXT.refuse), new MouseEvent('click', { bubbles: true }));
    await pending;
  });
});
