/**
 * The certification screen against a scripted platform: a refused certification (the number certifies another
 * account, at the hand-off or on the way back) and a failed face check are said on the screen in Chinese, beside the
 * form, not only in a toast that goes away.
 */
import { screen } from '@testing-library/react';

import CertificationScreen from '../../../src/features/certification/CertificationScreen';
import { personDraft } from '../../../src/features/certification/draft';
import { REFUSAL_TEXT } from '../../../src/features/certification/refusal';
import { CERT_TEXT } from '../../../src/features/certification/text';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { mount, press } from '../support/screen';
import { answerByRoute, harness } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());

const ok = (data: unknown) => Promise.resolve({ statusCode: 200, data: { code: 0, message: 'success', data } });
const refused = (message: string) => Promise.resolve({ statusCode: 400, data: { code: 400, message, data: null } });


const TYPED = { name: '林晓', idNumber: '330106199003071236', address: '', validFrom: '', validTo: '' };
const face = (result: 'SUCCESS' | 'FAILED') => ({ bizToken: 'bt-1', result, reason: result === 'FAILED' ? '人脸与身份证照片不一致' : null, name: '林晓', idNumber: '330***********1236' });

beforeEach(() => {
  resetClient();
  harness.reset();
  personDraft.clear();
  useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1' });
});

describe('certification refusals', () => {
  it('a number another account certified, refused at the hand-off: said under the form', async () => {
    personDraft.save(TYPED);
    const calls = answerByRoute({
      'GET /storage/idCardMessage': () => ok({ person: null, organization: null }),
      'POST /storage/faceid/detectAuth': () => refused('该身份证号码已认证其他账号'),
    });
    await mount(<CertificationScreen />);
    await press(await screen.findByText(CERT_TEXT.startFace));
    expect((await screen.findByRole('alert')).textContent).toBe(REFUSAL_TEXT.numberTaken);
    expect(calls).toContain('POST /storage/faceid/detectAuth');
  });

  it('a number another account certified meanwhile, refused on the way back: said above the form, which shows again', async () => {
    personDraft.save({ ...TYPED, bizToken: 'bt-1' });
    answerByRoute({
      'GET /storage/idCardMessage': () => ok({ person: null, organization: null }),
      'GET /storage/faceid/getDetectInfoEnhanced': () => ok(face('SUCCESS')),
      'POST /storage/idCardMessage': () => refused('该身份证号码已认证其他账号'),
    });
    await mount(<CertificationScreen />);
    expect((await screen.findByRole('alert')).textContent).toBe(REFUSAL_TEXT.numberTaken);
    expect(await screen.findByText(CERT_TEXT.startFace)).toBeTruthy();
    expect(personDraft.read()?.bizToken).toBeUndefined();
  });

  it('a failed face check: the status says the face check did not pass, and why', async () => {
    personDraft.save({ ...TYPED, bizToken: 'bt-1' });
    let mine: unknown = { person: null, organization: null };
    const failed = { kind: 'PERSON', status: 'FAILED', name: '林晓', number: '330***********1236', failReason: '人脸与身份证照片不一致', updatedAt: '2026-01-01T08:00:00.000Z' };
    answerByRoute({
      'GET /storage/idCardMessage': () => ok(mine),
      'GET /storage/faceid/getDetectInfoEnhanced': () => ok(face('FAILED')),
      'POST /storage/idCardMessage': () => {
        mine = { person: failed, organization: null };
        return ok(failed);
      },
    });
    await mount(<CertificationScreen />);
    expect(await screen.findByText(CERT_TEXT.faceFailed)).toBeTruthy();
    expect(screen.getByText(`${CERT_TEXT.failedBecause}人脸与身份证照片不一致`)).toBeTruthy();
  });
});
