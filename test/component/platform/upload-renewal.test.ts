/**
 * An upload sent with an expired token is renewed silently and sent once more, as every other call is
 * (calls-and-errors.md §4 "Re-authentication"); "expired" is the catalogue's own rule (§8: HTTP 401 or body code
 * 4010), read from the sender's status and body. When no silent renewal is possible, or the new token expires too, it
 * fails as the catalogue's tokenExpired, which the outbox reads as "wait for the same user's sign-in", never as a
 * refusal of the action.
 */
import { ApiError } from '../../../src/api/errors';
import { uploadTo } from '../../../src/api/storage';
import { reauthGate } from '../../../src/api/token-renewal';
import { ERROR_TEXT } from '../../../src/domain/messages';
import { outcomeOf } from '../../../src/features/outbox/outbox';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());

type Reply = { status: number; data: string };
const headers: string[] = [];
const replies: Reply[] = [];
/** Both senders hand back the HTTP status and the body's text. */
jest.mock('../../../src/platform/upload-file', () => ({
  uploadFile: jest.fn(({ headers: h }: { headers: Record<string, string> }) => {
    headers.push(h.Authorization ?? '');
    return Promise.resolve(replies.shift());
  }),
}));

const file = { path: 'blob:x', name: 'a.png' };
const stored = { fileId: 'f1', name: 'a.png', url: 'http://x/f1' };
const reply = (status: number, body: unknown): Reply => ({ status, data: body === '' ? '' : JSON.stringify(body) });
/** How the platform's storage says it: HTTP 401, the body repeating it. */
const expired = reply(401, { code: 401, message: 'token无效,请重新登录', data: null });
const uploaded = reply(200, { code: 0, data: stored });
const anySchema = { parse: (v: unknown) => v } as never;
const upload = () => uploadTo('/storage/fileStorage/preUpload', file, anySchema);

beforeEach(() => {
  resetClient();
  headers.length = 0;
  replies.length = 0;
  useSession.getState().setTokens({ accessToken: 'at-old', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1' });
});
afterEach(() => jest.restoreAllMocks());

it.each([
  { name: 'HTTP 401, the body repeating it', first: expired },
  { name: 'HTTP 401 without a body code', first: reply(401, '') },
  { name: 'body code 4010', first: reply(200, { code: '4010', message: 'token过期', data: null }) },
])('an expired token ($name) is renewed and the upload sent again with the new one', async ({ first }) => {
  const renew = jest.spyOn(reauthGate, 'renew').mockResolvedValue('Bearer at-new');
  replies.push(first, uploaded);
  await expect(upload()).resolves.toEqual(stored);
  expect(renew).toHaveBeenCalledWith('Bearer at-old');
  expect(headers).toEqual(['Bearer at-old', 'Bearer at-new']);
});

it('without a silent renewal the upload fails as tokenExpired, which the outbox waits on', async () => {
  jest.spyOn(reauthGate, 'renew').mockRejectedValue(new Error('no silent way back'));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  replies.push(expired);
  const failure = await upload().catch((e: unknown) => e);
  expect(failure).toBeInstanceOf(ApiError);
  expect((failure as ApiError).row).toBe('tokenExpired');
  expect(headers).toHaveLength(1);
  expect(outcomeOf(failure)).toEqual({ kind: 'signInNeeded' });
});

it('a new token that expires too gives up once, with the catalogue’s text, and the outbox waits on it', async () => {
  const renew = jest.spyOn(reauthGate, 'renew').mockResolvedValue('Bearer at-new');
  replies.push(expired, reply(401, ''));
  const failure = await upload().catch((e: unknown) => e);
  expect(failure).toBeInstanceOf(ApiError);
  expect(failure).toMatchObject({ row: 'tokenExpired', status: 401, message: ERROR_TEXT.tokenExpired });
  expect(renew).toHaveBeenCalledTimes(1);
  expect(headers).toEqual(['Bearer at-old', 'Bearer at-new']);
  expect(outcomeOf(failure)).toEqual({ kind: 'signInNeeded' });
});

it.each([
  { name: 'HTTP 200 with a refusing code', refusal: reply(200, { code: 500, message: '文件类型不支持', data: null }) },
  { name: 'HTTP 403', refusal: reply(403, { code: 403, message: '文件类型不支持', data: null }) },
  // Only 4010 in the body says "expired" (§8); a 401 code in a 200 answer is a refusal like any other.
  { name: 'body code 401 in an HTTP 200 answer', refusal: reply(200, { code: 401, message: '文件类型不支持', data: null }) },
])('a refusal that is not about the token ($name) is not retried', async ({ refusal }) => {
  const renew = jest.spyOn(reauthGate, 'renew');
  replies.push(refusal);
  await expect(upload()).rejects.toThrow('文件类型不支持');
  expect(renew).not.toHaveBeenCalled();
  expect(headers).toHaveLength(1);
});
