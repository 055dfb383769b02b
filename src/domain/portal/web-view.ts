/**
 * What the web view may open (the portal's external pages): https addresses, and the platform's own (its API or H5
 * origin, which may be plain http on a developer's machine). Anything else is refused with a message.
 */
type WebViewTarget = { kind: 'open'; url: string } | { kind: 'refused' };

const originOf = (url: string): string | null => {
  const m = /^(https?:\/\/[^/?#]+)/i.exec(url);
  return m ? m[1]!.toLowerCase() : null;
};

export function webViewTarget(raw: string | null | undefined, ownOrigins: readonly string[]): WebViewTarget {
  const url = (raw ?? '').trim();
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (!url || /[\u0000-\u001f\u007f\s]/.test(url)) return { kind: 'refused' };
  const origin = originOf(url);
  if (!origin) return { kind: 'refused' };
  // A user name or password in the address ("https://own@evil.test") hides the real host: refused.
  if (origin.includes('@')) return { kind: 'refused' };
  if (origin.startsWith('https://')) return { kind: 'open', url };
  const own = ownOrigins.map((o) => originOf(o)).filter((o): o is string => o !== null);
  return own.includes(origin) ? { kind: 'open', url } : { kind: 'refused' };
}
