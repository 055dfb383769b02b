/**
 * The success page offers 再填一份 only when the permission check says the user may still create in the form; a check
 * that fails or answers anything but yes hides it (fail closed), and 返回应用 stays.
 */
import { screen, waitFor } from '@testing-library/react';

import SubSuccess from '../../../src/features/form/SubmitSuccessScreen';
import { resetClient } from '../support/client-reset';
import { idle, mount } from '../support/screen';
import { answerByRoute, harness } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());

const CHECK = 'GET /ware-engine/apps/app-1/permission-check';

beforeEach(() => {
  resetClient();
  harness.reset();
  harness.query = { appId: 'app-1', formId: 'form-1', code: 'X-0001' };
});

it.each([
  { name: 'the check says yes', shown: true, answer: () => Promise.resolve({ statusCode: 200, data: { code: 0, data: { allowed: true, role: 'GUEST' } } }) },
  { name: 'the check says no', shown: false, answer: () => Promise.resolve({ statusCode: 200, data: { code: 0, data: { allowed: false, role: 'GUEST' } } }) },
  { name: 'the check fails', shown: false, answer: () => Promise.resolve({ statusCode: 500, data: { code: 500, message: '服务器繁忙', data: null } }) },
])('$name: 再填一份 shown $shown', async ({ answer, shown }) => {
  const calls = answerByRoute({ [CHECK]: answer });
  await mount(<SubSuccess />);
  expect(await screen.findByText('返回应用')).toBeTruthy();
  await waitFor(() => expect(calls).toContain(CHECK));
  await idle();
  expect(screen.queryByText('再填一份') !== null).toBe(shown);
});
