/**
 * The privacy agreement in the browser: the first protected browser API (here the location control's) waits for
 * the dialog; agreeing lets it go on and is remembered for that user only, refusing stops it and asks again next
 * time.
 */
import { act, screen, waitFor } from '@testing-library/react';

import { startPrivacyFlow } from '../../../src/features/privacy/privacy-flow';
import { PrivacyOverlay } from '../../../src/features/privacy/PrivacyOverlay';
import { agreementKey, PRIVACY_AGREEMENT_VERSION, PRIVACY_TEXT } from '../../../src/features/privacy/text';
import { choosePosition } from '../../../src/platform/location';
import { privacyAgreed } from '../../../src/platform/privacy-gate';
import { storage } from '../../../src/platform/storage';
import { useSession } from '../../../src/stores/session';
import { pageHost } from '../support/page-host';
import { press as pressElement } from '../support/screen';
import { harness } from '../support/taro';

const mockDevice = { chooseLocation: jest.fn() };
jest.mock('@tarojs/taro', () => {
  const taro = jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory();
  // The overlay hides on a page the stack covers (useDidHide): a bare mount is one page, always shown.
  const extra = { chooseLocation: (...args: unknown[]) => mockDevice.chooseLocation(...args), useDidShow: () => undefined, useDidHide: () => undefined };
  return { ...taro, ...extra, default: { ...taro.default, ...extra } };
});

const host = pageHost('/pages/form/index');

beforeAll(async () => {
  startPrivacyFlow();
  // The H5 dialog is a lazily loaded module: loaded here once (through Jest's transform, the slow part) so that each
  // test waits only for the dialog to show, not for its code.
  await import('../../../src/features/privacy/PrivacyDialog');
});
beforeEach(async () => {
  localStorage.clear();
  harness.reset();
  mockDevice.chooseLocation.mockReset().mockResolvedValue({ address: '上海市', name: '人民广场', latitude: 31.23, longitude: 121.47 });
  useSession.setState({ userId: 'u-member' });
  host.open();
  await host.mount(<PrivacyOverlay />);
});
afterEach(() => host.close());

const dialogShown = () => screen.findByText(PRIVACY_TEXT.title);
/** Starts a call that opens the dialog, inside act (the dialog's state changes synchronously). */
const ask = <T,>(call: () => Promise<T>): Promise<T> => {
  let pending!: Promise<T>;
  act(() => {
    pending = call();
  });
  return pending;
};
const press = (text: string) => pressElement(screen.getByText(text));

describe('the privacy agreement (H5)', () => {
  it('the location waits for the dialog; agreeing lets it go on and is remembered for this user', async () => {
    const picked = ask(choosePosition);
    await dialogShown();
    expect(screen.getByText(PRIVACY_TEXT.contract)).toBeTruthy();
    expect(mockDevice.chooseLocation).not.toHaveBeenCalled();
    await press(PRIVACY_TEXT.agree);
    await expect(picked).resolves.toMatchObject({ ok: true, position: { name: '人民广场' } });
    await waitFor(() => expect(screen.queryByText(PRIVACY_TEXT.title)).toBeNull());
    expect(storage.get(agreementKey('u-member'))).toBe(PRIVACY_AGREEMENT_VERSION);

    // The same user is not asked again; another account on the same browser is.
    await expect(ask(privacyAgreed)).resolves.toBe(true);
    expect(screen.queryByText(PRIVACY_TEXT.title)).toBeNull();
    useSession.setState({ userId: 'u-admin' });
    const other = ask(privacyAgreed);
    await dialogShown();
    await press(PRIVACY_TEXT.agree);
    await expect(other).resolves.toBe(true);
  });

  it('refusing stops the protected call, stores nothing and asks again next time', async () => {
    const picked = ask(choosePosition);
    await dialogShown();
    await press(PRIVACY_TEXT.refuse);
    await expect(picked).resolves.toEqual({ ok: false, reason: 'cancel' });
    expect(mockDevice.chooseLocation).not.toHaveBeenCalled();
    expect(storage.get(agreementKey('u-member'))).toBeUndefined();

    const again = ask(privacyAgreed);
    await dialogShown();
    await press(PRIVACY_TEXT.refuse);
    await expect(again).resolves.toBe(false);
  });

  it('calls made while the dialog is open wait for the same answer (one dialog)', async () => {
    const first = ask(privacyAgreed);
    const second = ask(privacyAgreed);
    await dialogShown();
    expect(screen.getAllByText(PRIVACY_TEXT.title)).toHaveLength(1);
    await press(PRIVACY_TEXT.agree);
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
  });

  it('the contract link opens the service agreement page', async () => {
    const pending = ask(privacyAgreed);
    await dialogShown();
    await press(PRIVACY_TEXT.contract);
    expect(harness.mocks.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesB/view/serviceAgreement' }));
    await press(PRIVACY_TEXT.refuse);
    await pending;
  });
});
