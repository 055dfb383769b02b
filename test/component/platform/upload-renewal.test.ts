/**
 * An upload sent with an expired token is renewed silently and sent once more, as every other call is
 * (calls-and-errors.md §4 "Re-authentication"); when no silent renewal is possible it fails as the catalogue's
 * tokenExpired, which the outbox reads as "wait for the same user's sign-in", never as a refusal of the action.
 */
import { ApiError } from '../../../src/api/errors';
import { uploadTo } from '../../../src/api/storage';
import { reauthGate } from '../../../src/api/token-renewal';
import { outcomeOf } from '../../../src/features/outbox/outbox';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());

const headers: string[] = [];
const answers: unknown[] = [];
jest.mock('../../../src/platform/upload-file', () => ({
  uploadFile: jest.fn(({ headers: h }: { headers: Record<string, string> }) => {
    headers.push(h.Authorization ?? '');
    return Promise.resolve(answers.shift());
  }),
}));

const file = { path: 'blob:x', name: 'a.png' };
const stored = { fileId: 'f1', name: 'a.png', url: 'http://x/f1' };
const expired = { code: 401, message: '登录已过期，请重新登录', data: null };
const anySchema = { parse: (v: unknown) => v } as never;

beforeEach(() => {
  resetClient();
  headers.length = 0;
  answers.length = 0;
  useSession.getState().setTokens({ accessToken: 'at-old', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1' });
});
afterEach(() => jest.restoreAllMocks());

it('an expired token is renewed and the upload sent again with the new one', async () => {
  const renew = jest.spyOn(reauthGate, 'renew').mockResolvedValue('Bearer at-new');
  answers.push(expired, { code: 0, data: stored });
  await expect(uploadTo('/storage/fileStorage/preUpload', file, anySchema)).resolves.toEqual(stored);
  expect(renew).toHaveBeenCalledWith('Bearer at-old');
  expect(headers).toEqual(['Bearer at-old', 'Bearer at-new']);
});

it('without a silent renewal the upload fails as tokenExpired, which the outbox waits on', async () => {
  jest.spyOn(reauthGate, 'renew').mockRejectedValue(new Error('no silent way back'));
  answers.push(expired);
  const failure = await uploadTo('/storage/fileStorage/preUpload', file, anySchema).catch((e: unknown) => e);
  expect(failure).toBeInstanceOf(ApiError);
  expect((failure as ApiError).row).toBe('tokenExpired');
  expect(headers).toHaveLength(1);
  expect(outcomeOf(failure)).toEqual({ kind: 'signInNeeded' });
});

it('a refusal that is not about the token is not retried', async () => {
  const renew = jest.spyOn(reauthGate, 'renew');
  answers.push({ code: 500, message: '文件类型不支持', data: null });
  await expect(uploadTo('/storage/fileStorage/preUpload', file, anySchema)).rejects.toThrow('文件类型不支持');
  expect(renew).not.toHaveBeenCalled();
});
