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
