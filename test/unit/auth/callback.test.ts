import { decodeParam, readCallback, withoutCallbackParams } from '../../../src/domain/auth/callback';

describe('the provider callback (state check)', () => {
  it.each([
    ['no code: nothing to do', { redirectUrl: '%2Fapp' }, 'S', { kind: 'none' }],
    ['matching state', { code: 'abc', state: 'S' }, 'S', { kind: 'code', code: 'abc' }],
    ['different state', { code: 'abc', state: 'X' }, 'S', { kind: 'state-mismatch' }],
    ['no state in the address', { code: 'abc' }, 'S', { kind: 'state-mismatch' }],
    ['no stored state (a callback we never asked for)', { code: 'abc', state: 'S' }, null, { kind: 'state-mismatch' }],
    ['empty stored state', { code: 'abc', state: '' }, '', { kind: 'state-mismatch' }],
    [
      'the provider refused, state matching',
      { error: 'access_denied', error_description: 'user%20cancelled', state: 'S' },
      'S',
      { kind: 'error', error: 'access_denied', description: 'user cancelled' },
    ],
    ['an error with a forged state', { error: 'access_denied', state: 'X' }, 'S', { kind: 'state-mismatch' }],
  ] as const)('%s', (_name, query, stored, expected) => {
    expect(readCallback(query, stored)).toEqual(expected);
  });

  const ISS = 'https://ware.example/oidc';
  it.each([
    ['the configured issuer', { code: 'abc', state: 'S', iss: encodeURIComponent(ISS) }, { kind: 'code', code: 'abc' }],
    ['another issuer (a mix-up)', { code: 'abc', state: 'S', iss: encodeURIComponent('https://evil.example/oidc') }, { kind: 'issuer-mismatch' }],
    ['no iss at all (the provider always names itself)', { code: 'abc', state: 'S' }, { kind: 'issuer-mismatch' }],
    ['the issuer with a trailing slash is another one', { code: 'abc', state: 'S', iss: encodeURIComponent(`${ISS}/`) }, { kind: 'issuer-mismatch' }],
    ['an error from another issuer', { error: 'access_denied', state: 'S', iss: 'https%3A%2F%2Fevil.example' }, { kind: 'issuer-mismatch' }],
    ['a wrong state is refused before the issuer is looked at', { code: 'abc', state: 'X', iss: 'https%3A%2F%2Fevil.example' }, { kind: 'state-mismatch' }],
    [
      'access_denied with a description, from the configured issuer',
      { error: 'access_denied', error_description: '%E7%94%A8%E6%88%B7%E6%8B%92%E7%BB%9D%E4%BA%86%E6%8E%88%E6%9D%83', state: 'S', iss: encodeURIComponent(ISS) },
      { kind: 'error', error: 'access_denied', description: '用户拒绝了授权' },
    ],
  ] as const)('RFC 9207: %s', (_name, query, expected) => {
    expect(readCallback(query, 'S', ISS)).toEqual(expected);
  });

  it('a provider description is one line of a readable length', () => {
    const long = encodeURIComponent(`a\n${'很长的说明'.repeat(60)}`);
    const result = readCallback({ error: 'access_denied', error_description: long, state: 'S' }, 'S');
    expect(result.kind === 'error' && result.description.length).toBe(120);
    expect(result.kind === 'error' && result.description.includes('\n')).toBe(false);
  });

  it('reads a query string too', () => {
    expect(readCallback('?code=c%2B1&state=S', 'S')).toEqual({ kind: 'code', code: 'c+1' });
  });

  it('takes the first of repeated values', () => {
    expect(readCallback({ code: ['a', 'b'], state: ['S'] }, 'S')).toEqual({ kind: 'code', code: 'a' });
  });
});

describe('code and state leave the address bar', () => {
  it.each([
    ['/pages/login/login?code=abc&state=S', '/pages/login/login'],
    ['/pages/login/login?code=abc&state=S&iss=http%3A%2F%2Fidp', '/pages/login/login'],
    ['/pages/login/login?x=1&code=abc&state=S#top', '/pages/login/login?x=1#top'],
    ['/pages/login/login?error=access_denied&error_description=no&state=S', '/pages/login/login'],
    ['/pages/login/login', '/pages/login/login'],
  ])('%s → %s', (address, expected) => {
    expect(withoutCallbackParams(address)).toBe(expected);
  });
});

describe('decodeParam', () => {
  it('decodes once and keeps a malformed escape', () => {
    expect(decodeParam('%2Fapp%2Findex%3Fx%3D1')).toBe('/app/index?x=1');
    expect(decodeParam('a+b')).toBe('a b');
    expect(decodeParam('100%')).toBe('100%');
  });
});
