import { renewalPath, type RenewalFacts } from '@/domain/auth/renewal';

const facts = (over: Partial<RenewalFacts>): RenewalFacts => ({ host: false, method: null, refreshToken: null, miniProgram: false, ...over });

describe('which silent re-authentication a session gets', () => {
  it.each([
    ['the native host, whatever the sign-in', facts({ host: true, method: 'wechat', refreshToken: 'rt', miniProgram: true }), 'host'],
    ['H5 provider session with its refresh token', facts({ method: 'provider', refreshToken: 'rt' }), 'provider-refresh'],
    ['a session stored before the method was, with a refresh token', facts({ refreshToken: 'rt' }), 'provider-refresh'],
    ['provider session without a refresh token', facts({ method: 'provider' }), 'none'],
    ['account login with the platform credential', facts({ method: 'platform', refreshToken: 'wmr_x', miniProgram: true }), 'platform-refresh'],
    ['account login without one (older server)', facts({ method: 'platform', miniProgram: true }), 'none'],
    ['WeChat login in the mini program: a new wx.login code', facts({ method: 'wechat', miniProgram: true }), 'wechat-code'],
    ['WeChat login in the mini program, even after an organisation session', facts({ method: 'wechat', refreshToken: 'wmr_x', miniProgram: true }), 'wechat-code'],
    ['WeChat login in WeChat’s browser after an organisation session', facts({ method: 'wechat', refreshToken: 'wmr_x' }), 'platform-refresh'],
    ['WeChat login in WeChat’s browser without one: the OAuth redirect is not silent', facts({ method: 'wechat' }), 'none'],
  ] as const)('%s', (_label, given, expected) => {
    expect(renewalPath(given)).toBe(expected);
  });
});
