// The id token's claims: the tenant id (`tid`) the request layer adds to payloads (calls-and-errors.md §5).
// Decoded here rather than with jwt-decode: it relies on `atob`, which WeChat mini programs do not have.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Bytes of a base64 or base64url string (padding optional); null when it is not base64. */
export function base64Decode(text: string): Uint8Array | null {
  const clean = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (/[^A-Za-z0-9+/]/.test(clean) || clean.length % 4 === 1) return null;
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of clean) {
    buffer = (buffer << 6) | BASE64.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(out);
}

/** UTF-8 bytes to a string (no TextDecoder in older WeChat base libraries). */
export function utf8Decode(bytes: Uint8Array): string {
  let escaped = '';
  for (const byte of bytes) escaped += `%${byte.toString(16).padStart(2, '0')}`;
  return decodeURIComponent(escaped);
}

/** The payload of a JWT, or null for anything that is not one. The signature is not checked: the server does. */
export function decodeJwtPayload(token: string | null | undefined): Record<string, unknown> | null {
  return decodeJwtPart(token, 1);
}

/** One JSON part of a JWT (0: the header, 1: the payload), or null for anything that is not one. */
export function decodeJwtPart(token: string | null | undefined, index: 0 | 1): Record<string, unknown> | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const part = parts[index];
  if (!part) return null;
  const bytes = base64Decode(part);
  if (!bytes) return null;
  try {
    const payload: unknown = JSON.parse(utf8Decode(bytes));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The tenant id (`tid`) of an id token, as a string, or undefined. */
export function tenantIdOf(idToken: string | null | undefined): string | undefined {
  const tid = decodeJwtPayload(idToken)?.tid;
  if (typeof tid === 'string' && tid !== '') return tid;
  if (typeof tid === 'number' && Number.isFinite(tid)) return String(tid);
  return undefined;
}

/** The expiry (`exp`, epoch seconds) of a JWT, or undefined. */
export function expiryOf(token: string | null | undefined): number | undefined {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' ? exp : undefined;
}
