import { STORAGE_KEYS } from '@/domain/storage-keys';

describe('stored client state keys (spec §3 and §2 flags)', () => {
  it.each<{ case: string; key: keyof typeof STORAGE_KEYS; expected: string }>([
    { case: 'token', key: 'token', expected: 'token' },
    { case: 'userId', key: 'userId', expected: 'userId' },
    { case: 'userInfo', key: 'userInfo', expected: 'userInfo' },
    { case: 'appId', key: 'appId', expected: 'appId' },
    { case: 'appInfo', key: 'appInfo', expected: 'appInfo' },
    { case: 'viewId', key: 'viewId', expected: 'viewId' },
    { case: 'SET_TID', key: 'tenantId', expected: 'SET_TID' },
    { case: 'SET_ORG', key: 'organisation', expected: 'SET_ORG' },
    { case: 'code', key: 'code', expected: 'code' },
    { case: 'authCode', key: 'authCode', expected: 'authCode' },
    { case: 'refreshToken', key: 'refreshToken', expected: 'refreshToken' },
    { case: 'id_token', key: 'idToken', expected: 'id_token' },
    { case: 'codeVerifier', key: 'codeVerifier', expected: 'codeVerifier' },
    { case: 'state', key: 'state', expected: 'state' },
    { case: 'ask_login', key: 'askLogin', expected: 'ask_login' },
  ])('$case', ({ key, expected }) => {
    expect(STORAGE_KEYS[key]).toBe(expected);
  });

  it('no two names share a storage key', () => {
    const values = Object.values(STORAGE_KEYS);
    expect(new Set(values).size).toBe(values.length);
  });
});
