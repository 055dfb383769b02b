// How the application index is told which app to open: by appId (also `Appid`, the share link's
// spelling), by shortCode, or by key (with the organisation; spec §3 keeps a map from key plus tenant to app id).

export type AppRef =
  | { kind: 'id'; appId: string }
  | { kind: 'shortCode'; code: string }
  | { kind: 'key'; key: string; tenantId: string | null };

const value = (raw: unknown): string | null => {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const text = String(raw).trim();
  return text === '' || text === 'undefined' || text === 'null' ? null : text;
};

/** The app the query names; appId wins over Appid, then shortCode, then key. */
export function appRefFromQuery(query: Readonly<Record<string, unknown>>): AppRef | null {
  const id = value(query.appId) ?? value(query.Appid);
  if (id) return { kind: 'id', appId: id };
  const code = value(query.shortCode);
  if (code) return { kind: 'shortCode', code };
  const key = value(query.key);
  if (key) return { kind: 'key', key, tenantId: value(query.tenantId) };
  return null;
}

/** The entry of the key-and-tenant map for a key in an organisation. */
export function appKeyCacheKey(key: string, tenantId: string): string {
  return `${key}@${tenantId}`;
}
