import { s256Challenge } from '../domain/auth/pkce';

/** The S256 challenge in the mini program, which has no WebCrypto: @noble/hashes (domain/auth/pkce). */
export function codeChallenge(codeVerifier: string): Promise<string> {
  return Promise.resolve(s256Challenge(codeVerifier));
}
