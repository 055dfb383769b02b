// Invitation codes as people bring them (spec §2 "Join ... by invitation code (typed, from a shared link, or
// scanned as a QR code)"): a bare code, or a link whose query carries it. The team share screen makes the links.

/** The query parameter of a team invitation link. */
export const INVITE_PARAM = 'inviteCode';

const CODE = /^[A-Za-z0-9]{4,32}$/;

/** The code in what was typed, pasted or scanned, upper-cased; null when there is none. */
export function invitationCodeFrom(input: string | null | undefined): string | null {
  const raw = (input ?? '').trim();
  if (!raw) return null;
  const query = raw.includes('?') ? raw.slice(raw.indexOf('?') + 1).split('#')[0]! : '';
  if (query) {
    for (const pair of query.split('&')) {
      const [key, value = ''] = pair.split('=');
      if (key === INVITE_PARAM || key === 'code') {
        const code = decodeURIComponent(value).trim();
        return CODE.test(code) ? code.toUpperCase() : null;
      }
    }
    return null;
  }
  return CODE.test(raw) ? raw.toUpperCase() : null;
}

/** The link that opens the join screen with the code filled in. */
export function invitationLink(host: string, joinPath: string, code: string): string {
  return `${host.replace(/\/+$/, '')}${joinPath}?${INVITE_PARAM}=${encodeURIComponent(code)}`;
}
