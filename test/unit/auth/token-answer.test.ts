import { checkTokenAnswer } from '@/domain/auth/token-answer';

const ISS = 'https://ware.example/oidc';
const NOW = 1_800_000_000;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const idToken = (claims: Record<string, unknown> = {}, header: Record<string, unknown> = { alg: 'RS256', kid: 'k1' }, signature = 'c2ln') =>
  `${b64(header)}.${b64({ iss: ISS, aud: 'ware-mobile', sub: '10003', exp: NOW + 3600, iat: NOW, ...claims })}.${signature}`;
const answer = (fields: Record<string, unknown>) => ({
  code: '0',
  message: 'success',
  data: { access_token: 'at', refresh_token: 'rt', token_type: 'Bearer', expires_in: 3600, id_token: idToken(), ...fields },
});
const check = (body: unknown) => checkTokenAnswer(body, { issuer: ISS, clientId: 'ware-mobile', now: NOW });
const reason = (body: unknown) => {
  const result = check(body);
  return result.kind === 'refused' ? result.reason : 'accepted';
};

describe('the sign-in token answer', () => {
  it('a well-formed answer is accepted with its tokens', () => {
    expect(check(answer({}))).toEqual({ kind: 'accepted', tokens: expect.objectContaining({ accessToken: 'at', refreshToken: 'rt' }) });
    // The provider's bare JSON, token_type in any case (RFC 6749 §5.1: case-insensitive).
    expect(reason({ access_token: 'at', token_type: 'bearer', id_token: idToken() })).toBe('accepted');
  });

  it.each([
    ['no access_token', answer({ access_token: undefined }), 'no-access-token'],
    ['an empty access_token', answer({ access_token: '' }), 'no-access-token'],
    ['an envelope that says it failed', { code: 400, message: 'invalid_grant', data: null }, 'no-access-token'],
    ['token_type missing', answer({ token_type: undefined }), 'not-bearer'],
    ['token_type other than Bearer', answer({ token_type: 'DPoP' }), 'not-bearer'],
    ['no id token', answer({ id_token: undefined }), 'id-token-missing'],
    ['an id token that is not a JWT', answer({ id_token: 'not-a-jwt' }), 'id-token-missing'],
    ['alg none', answer({ id_token: idToken({}, { alg: 'none' }) }), 'id-token-unsigned'],
    ['alg NONE', answer({ id_token: idToken({}, { alg: 'NONE' }) }), 'id-token-unsigned'],
    ['no alg', answer({ id_token: idToken({}, {}) }), 'id-token-unsigned'],
    ['no signature part', answer({ id_token: idToken({}, undefined, '') }), 'id-token-unsigned'],
    ['another issuer', answer({ id_token: idToken({ iss: 'https://evil.example/oidc' }) }), 'id-token-issuer'],
    ['no issuer', answer({ id_token: idToken({ iss: undefined }) }), 'id-token-issuer'],
    ['another audience', answer({ id_token: idToken({ aud: 'other-client' }) }), 'id-token-audience'],
    ['several audiences without azp', answer({ id_token: idToken({ aud: ['ware-mobile', 'other'] }) }), 'id-token-audience'],
    ['expired long ago', answer({ id_token: idToken({ exp: NOW - 3600 }) }), 'id-token-expired'],
    ['no exp', answer({ id_token: idToken({ exp: undefined }) }), 'id-token-expired'],
  ] as const)('refused: %s', (_name, body, expected) => {
    expect(reason(body)).toBe(expected);
  });

  it.each([
    ['several audiences with azp naming this client', answer({ id_token: idToken({ aud: ['ware-mobile', 'other'], azp: 'ware-mobile' }) })],
    ['expired a minute ago (the device clock may run late)', answer({ id_token: idToken({ exp: NOW - 60 }) })],
  ] as const)('accepted: %s', (_name, body) => {
    expect(reason(body)).toBe('accepted');
  });
});
