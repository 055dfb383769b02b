/**
 * The browser's privacy flow: the same agreement as in the mini program, asked before the first protected browser
 * API (geolocation, the camera; not the file picker, which hands over only what is picked) through the platform's
 * privacy gate, and remembered in storage per user (a shared phone: each account agrees for itself). A new agreement
 * version asks everyone again.
 */
import { answerAgreement, askForAgreement } from './agreement';
import type { AgreeButtonProps } from './privacy-flow';
import { AGREE_BUTTON_ID, agreementKey, PRIVACY_AGREEMENT_VERSION, PRIVACY_TEXT } from './text';
import { navigate } from '../../platform/navigate';
import { setPrivacyGate } from '../../platform/privacy-gate';
import { storage } from '../../platform/storage';
import { PATHS } from '../../routes';
import { useSession } from '../../stores/session';

export function startPrivacyFlow(): void {
  setPrivacyGate(async () => {
    const key = agreementKey(useSession.getState().userId);
    if (storage.get(key) === PRIVACY_AGREEMENT_VERSION) return true;
    const agreed = await askForAgreement();
    // A refusal is not remembered: the next protected action asks again, as WeChat does.
    if (agreed) storage.set(key, PRIVACY_AGREEMENT_VERSION);
    return agreed;
  });
}

export function contractName(): Promise<string> {
  return Promise.resolve(PRIVACY_TEXT.contract);
}

/** The browser shows the product's service agreement page, which holds the privacy terms. */
export function openContract(): void {
  void navigate(PATHS.serviceAgreement);
}

export function agreeButtonProps(): AgreeButtonProps {
  return { id: AGREE_BUTTON_ID, onClick: () => answerAgreement(true) };
}
