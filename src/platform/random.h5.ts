/** Cryptographically random bytes in the browser (crypto.getRandomValues works on http pages too). */
export function randomBytes(length: number): Promise<Uint8Array> {
  try {
    const bytes = new Uint8Array(length);
    globalThis.crypto.getRandomValues(bytes);
    return Promise.resolve(bytes);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
