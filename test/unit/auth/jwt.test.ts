import { base64Decode, decodeJwtPayload, expiryOf, tenantIdOf, utf8Decode } from '../../../src/domain/auth/jwt';

const jwt = (payload: unknown) =>
  `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

describe('id token claims', () => {
  it('reads tid as a string', () => {
    expect(tenantIdOf(jwt({ sub: '10001', tid: '1001' }))).toBe('1001');
    expect(tenantIdOf(jwt({ sub: '10001', tid: 1002 }))).toBe('1002');
  });

  it('no tid, empty tid, or not a JWT: undefined', () => {
    expect(tenantIdOf(jwt({ sub: '10001' }))).toBeUndefined();
    expect(tenantIdOf(jwt({ tid: '' }))).toBeUndefined();
    expect(tenantIdOf('wms_opaque-token')).toBeUndefined();
    expect(tenantIdOf('a.!!!.c')).toBeUndefined();
    expect(tenantIdOf(`a.${Buffer.from('not json').toString('base64url')}.c`)).toBeUndefined();
    expect(tenantIdOf(jwt([1, 2]))).toBeUndefined();
    expect(tenantIdOf(null)).toBeUndefined();
  });

  it('decodes UTF-8 claims (names in Chinese)', () => {
    expect(decodeJwtPayload(jwt({ name: '王管理' }))).toEqual({ name: '王管理' });
  });

  it('reads exp', () => {
    expect(expiryOf(jwt({ exp: 1700000000 }))).toBe(1700000000);
    expect(expiryOf(jwt({}))).toBeUndefined();
  });

  it('base64 with or without padding, url-safe or not', () => {
    expect(utf8Decode(base64Decode('Zm9vYg==')!)).toBe('foob');
    expect(utf8Decode(base64Decode('Zm9vYg')!)).toBe('foob');
    expect([...base64Decode('-_-_')!]).toEqual([0xfb, 0xff, 0xbf]);
    expect([...base64Decode('+/+/')!]).toEqual([0xfb, 0xff, 0xbf]);
    expect(base64Decode('a')).toBeNull();
  });
});
