import { tenantAfterSignIn } from '../../../src/domain/auth/tenant-choice';
import { withTenant } from '../../../src/domain/auth/tenant-payload';
import { bearer, tokenSetOf } from '../../../src/domain/auth/token-result';

describe('tid is added to payloads that lack it (calls-and-errors.md §5)', () => {
  it.each([
    ['a plain object without tid', { a: 1 }, '1001', { a: 1, tid: '1001' }],
    ['an empty object', {}, '1001', { tid: '1001' }],
    ['an object with its own tid', { tid: '2002' }, '1001', { tid: '2002' }],
    ['an object with an empty tid (the caller chose)', { tid: '' }, '1001', { tid: '' }],
    ['no tenant known', { a: 1 }, undefined, { a: 1 }],
    ['no payload', undefined, '1001', undefined],
    ['a string body', 'a=1', '1001', 'a=1'],
    ['an array', [1, 2], '1001', [1, 2]],
    ['null', null, '1001', null],
  ] as const)('%s', (_name, payload, tid, expected) => {
    expect(withTenant(payload as unknown, tid)).toEqual(expected);
  });

  it('never mutates the payload', () => {
    const payload = { a: 1 };
    withTenant(payload, '1001');
    expect(payload).toEqual({ a: 1 });
  });

  it('leaves class instances alone (FormData, dates)', () => {
    const date = new Date(0);
    expect(withTenant(date, '1001')).toBe(date);
  });
});

describe('token exchange result (calls-and-errors.md §3)', () => {
  it.each([
    ['envelope code "0" with a token', { code: '0', data: { access_token: 'A', id_token: 'I', refresh_token: 'R', expires_in: 60 } }, { accessToken: 'A', idToken: 'I', refreshToken: 'R', expiresIn: 60 }],
    ['envelope code 0', { code: 0, data: { access_token: 'A' } }, { accessToken: 'A' }],
    ['envelope code "0" without a token', { code: '0', data: { id_token: 'I' } }, null],
    ['envelope with a failure code', { code: 400, message: 'x', data: { access_token: 'A' } }, null],
    ['envelope with no data', { code: '0', data: null }, null],
    ['the provider’s bare answer', { access_token: 'A', refresh_token: 'R', token_type: 'Bearer' }, { accessToken: 'A', refreshToken: 'R' }],
    ['an empty access token', { access_token: '' }, null],
    ['not an object', 'A', null],
  ] as const)('%s', (_name, body, expected) => {
    const result = tokenSetOf(body);
    if (expected === null) expect(result).toBeNull();
    else expect(result).toEqual(expect.objectContaining(expected));
  });

  it('the Bearer value', () => {
    expect(bearer('abc')).toBe('Bearer abc');
  });
});

describe('after the code exchange (calls-and-errors.md §4 step 4)', () => {
  const orgs = [{ id: '1001' }, { id: 1002 }];
  it.each([
    ['last tenant joined: refresh into it', '1001', { kind: 'refresh', tenantId: '1001' }],
    ['numeric ids compare as strings', 1002, { kind: 'refresh', tenantId: '1002' }],
    ['last tenant left since: select', '1003', { kind: 'select' }],
    ['no last login: select', null, { kind: 'select' }],
    ['empty last tenant: select', '', { kind: 'select' }],
  ] as const)('%s', (_name, last, expected) => {
    expect(tenantAfterSignIn(orgs, last)).toEqual(expected);
  });

  it('no organisation at all: select (the screen says so)', () => {
    expect(tenantAfterSignIn([], '1001')).toEqual({ kind: 'select' });
  });

  // Issue 42 item 6: a user of one organisation was still asked to pick it.
  it.each([
    ['one organisation, no last login: entered', [{ id: '1001' }], null, { kind: 'refresh', tenantId: '1001' }],
    ['one organisation, last login elsewhere (left since): entered', [{ id: 7 }], '1003', { kind: 'refresh', tenantId: '7' }],
    ['two organisations, no last login: select', orgs, undefined, { kind: 'select' }],
  ] as const)('%s', (_name, joined, last, expected) => {
    expect(tenantAfterSignIn(joined, last)).toEqual(expected);
  });
});
