// Spec calls-and-errors.md §4 "Sign-in flow" step 1 and §9: a code verifier of 64 random alphanumeric characters
// and a state of 16; the authorize request carries the S256 challenge of the verifier (RFC 7636 §4.2).
// Pure: the random bytes come from the caller (platform/random), so both targets share these rules.
import { sha256 } from '@noble/hashes/sha2';

export const CODE_VERIFIER_LENGTH = 64;
export const STATE_LENGTH = 16;

export const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Bytes at or above this value are dropped, so each of the 62 characters is equally likely (248 = 62 × 4). */
const UNBIASED_LIMIT = 256 - (256 % ALPHANUMERIC.length);

/** A source of cryptographically random bytes (crypto.getRandomValues in H5, wx.getRandomValues in WeChat). */
export type RandomBytes = (length: number) => Promise<Uint8Array>;

/**
 * The alphanumeric characters that `bytes` give by rejection sampling (no modulo bias), at most `max` of them.
 * Exposed for tests; callers use randomAlphanumeric.
 */
export function alphanumericFromBytes(bytes: Uint8Array, max: number): string {
  let out = '';
  for (let i = 0; i < bytes.length && out.length < max; i += 1) {
    const byte = bytes[i]!;
    if (byte < UNBIASED_LIMIT) out += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  }
  return out;
}

/** `length` random alphanumeric characters from a cryptographic source. */
export async function randomAlphanumeric(length: number, randomBytes: RandomBytes): Promise<string> {
  let out = '';
  // About 3 % of bytes are rejected; ask for a little more than needed and loop in the rare short case.
  for (let round = 0; out.length < length; round += 1) {
    if (round > 32) throw new Error('random source returned too few usable bytes');
    const bytes = await randomBytes(Math.ceil((length - out.length) * 1.25) + 4);
    out += alphanumericFromBytes(bytes, length - out.length);
  }
  return out;
}

/** A new code verifier (64 characters) and state (16 characters). */
export async function newPkcePair(randomBytes: RandomBytes): Promise<{ codeVerifier: string; state: string }> {
  const codeVerifier = await randomAlphanumeric(CODE_VERIFIER_LENGTH, randomBytes);
  const state = await randomAlphanumeric(STATE_LENGTH, randomBytes);
  return { codeVerifier, state };
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Base64url without padding (RFC 4648 §5), as PKCE wants it. */
export function base64UrlEncode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    out += BASE64URL[a >> 2];
    out += BASE64URL[((a & 3) << 4) | ((b ?? 0) >> 4)];
    if (b !== undefined) out += BASE64URL[((b & 15) << 2) | ((c ?? 0) >> 6)];
    if (c !== undefined) out += BASE64URL[c & 63];
  }
  return out;
}

/** ASCII bytes of a verifier (verifiers are ASCII by RFC 7636 §4.1). */
export function asciiBytes(text: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) out[i] = text.charCodeAt(i) & 0xff;
  return out;
}

/** The S256 code challenge: BASE64URL(SHA256(ASCII(verifier))), with @noble/hashes (no WebCrypto needed). */
export function s256Challenge(codeVerifier: string): string {
  return base64UrlEncode(sha256(asciiBytes(codeVerifier)));
}
