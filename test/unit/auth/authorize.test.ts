import { authorizeUrl, OIDC_SCOPE, signInScene } from '../../../src/domain/auth/authorize';

const base = {
  endpoint: 'http://127.0.0.1:10086/oidc/auth',
  clientId: 'ware-mobile',
  redirectUri: 'http://127.0.0.1:10086/pages/login/login',
  state: 'AbCdEfGhIjKlMnOp',
  codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
};

describe('authorize request (calls-and-errors.md §7)', () => {
  it('carries every parameter of the spec', () => {
    const url = new URL(authorizeUrl({ ...base, scene: 'org' }));
    expect(url.origin + url.pathname).toBe(base.endpoint);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'ware-mobile',
      redirect_uri: base.redirectUri,
      response_type: 'code',
      state: base.state,
      code_challenge: base.codeChallenge,
      code_challenge_method: 'S256',
      scene: 'org',
      scope: 'openid profile email phone',
    });
    expect(OIDC_SCOPE).toBe('openid profile email phone');
  });

  it('adds tenant_id when given, and leaves it out when empty', () => {
    expect(new URL(authorizeUrl({ ...base, scene: 'recent_org', tenantId: '1001' })).searchParams.get('tenant_id')).toBe('1001');
    expect(new URL(authorizeUrl({ ...base, scene: 'org', tenantId: '' })).searchParams.has('tenant_id')).toBe(false);
    expect(new URL(authorizeUrl({ ...base, scene: 'org', tenantId: null })).searchParams.has('tenant_id')).toBe(false);
  });

  it('appends to an endpoint that has a query already', () => {
    expect(authorizeUrl({ ...base, endpoint: 'https://idp/auth?x=1', scene: 'org' })).toMatch(/^https:\/\/idp\/auth\?x=1&client_id=/);
  });

  it('scene is recent_org with a remembered tenant, org otherwise', () => {
    expect(signInScene('1001')).toBe('recent_org');
    expect(signInScene(null)).toBe('org');
    expect(signInScene('')).toBe('org');
  });
});
