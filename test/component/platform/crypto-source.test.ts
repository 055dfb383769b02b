import Taro from '@tarojs/taro';

import { s256Challenge } from '../../../src/domain/auth/pkce';
import { codeChallenge as h5Challenge } from '../../../src/platform/challenge.h5';
import { randomBytes as h5Random } from '../../../src/platform/random.h5';

// The mini program's modules by their file (Jest resolves the bare name to the H5 variant, as Taro's H5 build does).
const { codeChallenge: weappChallenge } = jest.requireActual<typeof import('../../../src/platform/challenge')>(
  '../../../src/platform/challenge.ts',
);
const { randomBytes: weappRandom } = jest.requireActual<typeof import('../../../src/platform/random')>(
  '../../../src/platform/random.ts',
);

/** Both targets' cryptographic sources for the PKCE values. */
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

const taro = Taro as unknown as Record<string, unknown>;

afterEach(() => {
  delete taro.getRandomValues;
  delete taro.getUserCryptoManager;
  jest.restoreAllMocks();
});

describe('random bytes', () => {
  it('H5: crypto.getRandomValues', async () => {
    const spy = jest.spyOn(globalThis.crypto, 'getRandomValues');
    const bytes = await h5Random(32);
    expect(bytes).toHaveLength(32);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('mini program: wx.getRandomValues', async () => {
    taro.getRandomValues = jest.fn((o: { length: number; success: (r: { randomValues: ArrayBuffer }) => void }) =>
      o.success({ randomValues: new Uint8Array(o.length).fill(7).buffer }),
    );
    await expect(weappRandom(4)).resolves.toEqual(new Uint8Array([7, 7, 7, 7]));
  });

  it('mini program, older base library: the user crypto manager', async () => {
    const getRandomValues = jest.fn((o: { length: number; success: (r: { randomValues: ArrayBuffer }) => void }) =>
      o.success({ randomValues: new Uint8Array(o.length).fill(9).buffer }),
    );
    taro.getUserCryptoManager = () => ({ getRandomValues });
    await expect(weappRandom(2)).resolves.toEqual(new Uint8Array([9, 9]));
  });

  it('mini program without a cryptographic source: fails rather than fall back to Math.random', async () => {
    taro.getRandomValues = undefined;
    taro.getUserCryptoManager = undefined;
    await expect(weappRandom(2)).rejects.toThrow(/no cryptographic random source/);
  });

  it('mini program: a failing source rejects', async () => {
    taro.getRandomValues = (o: { fail: (e: unknown) => void }) => o.fail({ errMsg: 'getRandomValues:fail' });
    await expect(weappRandom(2)).rejects.toThrow(/getRandomValues failed/);
  });
});

describe('S256 challenge on both targets', () => {
  it('the mini program (noble) gives the RFC 7636 vector', async () => {
    await expect(weappChallenge(VERIFIER)).resolves.toBe(CHALLENGE);
  });

  it('H5 with WebCrypto gives the same', async () => {
    const { webcrypto } = jest.requireActual<typeof import('node:crypto')>('node:crypto');
    const original = globalThis.crypto;
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
    try {
      await expect(h5Challenge(VERIFIER)).resolves.toBe(CHALLENGE);
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: original, configurable: true });
    }
  });

  it('H5 without WebCrypto (a plain-http page) falls back to noble', async () => {
    const original = globalThis.crypto;
    Object.defineProperty(globalThis, 'crypto', { value: { getRandomValues: original.getRandomValues }, configurable: true });
    try {
      await expect(h5Challenge(VERIFIER)).resolves.toBe(s256Challenge(VERIFIER));
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: original, configurable: true });
    }
  });
});
