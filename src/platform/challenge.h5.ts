import { asciiBytes, base64UrlEncode, s256Challenge } from '../domain/auth/pkce';

/**
 * The S256 challenge in H5: WebCrypto where the page has it (secure contexts only), @noble/hashes otherwise
 * (a plain-http page on a LAN address has no crypto.subtle).
 */
export async function codeChallenge(codeVerifier: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return s256Challenge(codeVerifier);
  try {
    const digest = await subtle.digest('SHA-256', asciiBytes(codeVerifier));
    return base64UrlEncode(new Uint8Array(digest));
  } catch {
    return s256Challenge(codeVerifier);
  }
}
