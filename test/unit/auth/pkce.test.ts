import { sha256 } from '@noble/hashes/sha2';

import {
  ALPHANUMERIC,
  alphanumericFromBytes,
  asciiBytes,
  base64UrlEncode,
  CODE_VERIFIER_LENGTH,
  newPkcePair,
  randomAlphanumeric,
  s256Challenge,
  STATE_LENGTH,
  type RandomBytes,
} from '../../../src/domain/auth/pkce';

const cryptoBytes: RandomBytes = async (n) => {
  const bytes = new Uint8Array(n);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
};

describe('S256 code challenge (RFC 7636)', () => {
  it('matches the test vector of appendix B', () => {
    expect(s256Challenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('the appendix B verifier octets are the ones the RFC lists', () => {
    const octets = [116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191, 240, 91, 88, 5, 88, 83, 132, 141, 121];
    expect(base64UrlEncode(Uint8Array.from(octets))).toBe('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
  });

  it('is 43 base64url characters without padding for any verifier', async () => {
    for (let i = 0; i < 20; i += 1) {
      const verifier = await randomAlphanumeric(CODE_VERIFIER_LENGTH, cryptoBytes);
      const challenge = s256Challenge(verifier);
      expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(challenge).toBe(Buffer.from(sha256(asciiBytes(verifier))).toString('base64url'));
    }
  });
});

describe('base64url', () => {
  it.each([
    ['', ''],
    ['f', 'Zg'],
    ['fo', 'Zm8'],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg'],
    ['fooba', 'Zm9vYmE'],
    ['foobar', 'Zm9vYmFy'],
  ])('%j → %j (RFC 4648 §10, unpadded)', (input, output) => {
    expect(base64UrlEncode(asciiBytes(input))).toBe(output);
  });

  it('uses - and _ rather than + and /', () => {
    expect(base64UrlEncode(Uint8Array.from([0xfb, 0xff, 0xbf]))).toBe('-_-_');
  });
});

describe('random alphanumerics', () => {
  it('the verifier has 64 characters and the state 16, all alphanumeric', async () => {
    const { codeVerifier, state } = await newPkcePair(cryptoBytes);
    expect(codeVerifier).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(state).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(CODE_VERIFIER_LENGTH).toBe(64);
    expect(STATE_LENGTH).toBe(16);
  });

  it('maps bytes below 248 onto the 62 characters and drops the rest (no modulo bias)', () => {
    expect(alphanumericFromBytes(Uint8Array.from([0, 61, 62, 247, 248, 255, 1]), 10)).toBe('A9A9B');
    expect(ALPHANUMERIC).toHaveLength(62);
  });

  it('stops at the length asked for', () => {
    expect(alphanumericFromBytes(Uint8Array.from([0, 1, 2, 3]), 2)).toBe('AB');
  });

  it('asks the source again when too many bytes were dropped', async () => {
    const calls: number[] = [];
    let round = 0;
    const source: RandomBytes = async (n) => {
      calls.push(n);
      round += 1;
      return round === 1 ? new Uint8Array(n).fill(255) : new Uint8Array(n).fill(1);
    };
    await expect(randomAlphanumeric(16, source)).resolves.toBe('B'.repeat(16));
    expect(calls.length).toBe(2);
  });

  it('fails rather than loop forever on a broken source', async () => {
    await expect(randomAlphanumeric(16, async (n) => new Uint8Array(n).fill(250))).rejects.toThrow(/too few/);
  });

  it('two pairs are different', async () => {
    const a = await newPkcePair(cryptoBytes);
    const b = await newPkcePair(cryptoBytes);
    expect(a.codeVerifier).not.toBe(b.codeVerifier);
    expect(a.state).not.toBe(b.state);
  });

  it('spreads over the whole alphabet', async () => {
    const text = await randomAlphanumeric(62 * 200, cryptoBytes);
    expect(new Set(text).size).toBe(62);
  });
});
