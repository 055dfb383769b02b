/**
 * The certification screen's §4 ID types (issue 36): a person may certify by an officer's card, a passport or another
 * document (checked by the type's rule, sent for review without a face check); an organisation by an institution's
 * certificate. The resident ID and the business licence stay the defaults.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { ID_PROBLEM_TEXT } from '../../../src/domain/certification/id-types';
import CertificationScreen from '../../../src/features/certification/CertificationScreen';
import { CERT_TEXT } from '../../../src/features/certification/text';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { mount, press } from '../support/screen';
import { answerByRoute, harness } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());

const ok = (data: unknown) => Promise.resolve({ statusCode: 200, data: { code: 0, message: 'success', data } });

const input = (id: string) =>
  waitFor(() => {
    const el = document.getElementById(`cert-${id}-native`);
    if (!el) throw new Error(`no #cert-${id}-native`);
    return el as HTMLInputElement;
  });
const type = async (id: string, value: string) => fireEvent.input(await input(id), { target: { value } });

beforeEach(() => {
  resetClient();
  harness.reset();
  useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1' });
});

describe('certification ID types', () => {
  it('a passport: checked by its rule, sent with its type, then shown in review with the type\'s name', async () => {
    let person: unknown = null;
    const sent: unknown[] = [];
    answerByRoute({
      'GET /storage/idCardMessage': () => ok({ person, organization: null }),
      'POST /storage/idCardMessage': (req) => {
        sent.push(req.data);
        person = { kind: 'PERSON', idType: 4, status: 'IN_REVIEW', name: '林晓', number: 'E12**5678', failReason: null };
        return ok(person);
      },
    });
    await mount(<CertificationScreen />);
    expect((await screen.findByRole('button', { name: '居民身份证' })).getAttribute('aria-pressed')).toBe('true');
    await press(screen.getByRole('button', { name: '护照' }));
    expect(screen.queryByText(CERT_TEXT.startFace)).toBeNull();
    await type('holderName', '林晓');
    await type('documentNumber', 'ABCDEFG');
    await press(screen.getByText(CERT_TEXT.submitDocument));
    expect(await screen.findByText(ID_PROBLEM_TEXT.passport)).toBeTruthy();
    expect(sent).toEqual([]);

    await type('documentNumber', 'e12345678');
    await press(screen.getByText(CERT_TEXT.submitDocument));
    expect(sent).toEqual([{ kind: 'PERSON', idType: 4, name: '林晓', number: 'E12345678', documentName: '' }]);
    const status = await screen.findByTestId('cert-status');
    await waitFor(() => expect(status.textContent).toContain(CERT_TEXT.status.IN_REVIEW));
    expect(status.textContent).toContain('护照');
  });

  it('another document must be named; an institution certificate needs a code starting 12', async () => {
    answerByRoute({ 'GET /storage/idCardMessage': () => ok({ person: null, organization: null }) });
    await mount(<CertificationScreen />);
    await press(await screen.findByRole('button', { name: '其他证件' }));
    await type('holderName', '林晓');
    await type('documentNumber', 'H12345678');
    await press(screen.getByText(CERT_TEXT.submitDocument));
    expect(await screen.findByText(ID_PROBLEM_TEXT.documentName)).toBeTruthy();

    await press(screen.getByRole('tab', { name: CERT_TEXT.organization }));
    expect(screen.getByText(CERT_TEXT.license)).toBeTruthy();
    await press(screen.getByRole('button', { name: '事业单位法人证书' }));
    expect(screen.queryByText(CERT_TEXT.license)).toBeNull();
    await type('orgName', '杭州示例研究院');
    await type('legalPerson', '周岚');
    await type('creditCode', '91330106MA2B3C4D5D');
    await press(screen.getByText(CERT_TEXT.submitOrg));
    expect(await screen.findByText(ID_PROBLEM_TEXT.institution)).toBeTruthy();
  });
});
