/**
 * The mini program's privacy flow (app.json `__usePrivacyCheck__`): WeChat holds a protected call (location,
 * chooseMedia, scanCode ...) until the user has agreed, and with `onNeedPrivacyAuthorization` registered it lets us
 * show our own dialog. The pending call goes on when we resolve with the agree button's id, after that button's
 * `agreeprivacyauthorization` event (WeChat checks it was really tapped), and fails with "privacy permission is not
 * authorized" when we resolve `disagree`. H5 has its own flow in privacy-flow.h5.ts.
 */
import Taro from '@tarojs/taro';

import { answerAgreement, askForAgreement } from './agreement';
import { AGREE_BUTTON_ID, PRIVACY_TEXT } from './text';
import { setPrivacyGate } from '../../platform/privacy-gate';

type ResolveOption = Parameters<Parameters<typeof Taro.onNeedPrivacyAuthorization>[0]>[0] extends (o: infer O) => void ? O : never;

/** Registers the listener and the gate; base libraries before 2.32.3 have neither and show WeChat's own prompt. */
export function startPrivacyFlow(): void {
  if (typeof Taro.onNeedPrivacyAuthorization !== 'function') return;
  Taro.onNeedPrivacyAuthorization((resolve: (option: ResolveOption) => void) => {
    resolve({ event: 'exposureAuthorization' });
    void askForAgreement().then((agreed) => resolve(agreed ? { event: 'agree', buttonId: AGREE_BUTTON_ID } : { event: 'disagree' }));
  });
  if (typeof Taro.requirePrivacyAuthorize === 'function') {
    // Asks at once when the user has not agreed yet, succeeds silently when they have.
    setPrivacyGate(() => new Promise((done) => Taro.requirePrivacyAuthorize({ success: () => done(true), fail: () => done(false) })));
  }
}

/** The agreement's name as configured in WeChat's admin console (《...》), or ours. */
export function contractName(): Promise<string> {
  return new Promise((done) => {
    if (typeof Taro.getPrivacySetting !== 'function') return done(PRIVACY_TEXT.contract);
    Taro.getPrivacySetting({
      success: (r) => done(r.privacyContractName || PRIVACY_TEXT.contract),
      fail: () => done(PRIVACY_TEXT.contract),
    });
  });
}

/** WeChat's own page with the agreement's full text. */
export function openContract(): void {
  if (typeof Taro.openPrivacyContract === 'function') Taro.openPrivacyContract({});
}

/** The agree button's props on either target (the browser's is a plain tap). */
export interface AgreeButtonProps {
  id: string;
  openType?: 'agreePrivacyAuthorization';
  onAgreePrivacyAuthorization?: () => void;
  onClick?: () => void;
}

/** The agree button: WeChat's agreePrivacyAuthorization open type; the answer goes out once its event fired. */
export function agreeButtonProps(): AgreeButtonProps {
  return {
    id: AGREE_BUTTON_ID,
    openType: 'agreePrivacyAuthorization' as const,
    onAgreePrivacyAuthorization: () => answerAgreement(true),
  };
}
