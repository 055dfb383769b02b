// What a scanned code leads to (issue "Scan": platform link or short link → the screen it names, through the
// routing rules of screens-data-rules.md §2; device code → the device's page; record code → the record's detail;
// anything else → the text). The access rules run on the screen that opens (the application index checks access).
import { PATHS } from '../../routes';
import { normalisePath, routeByPath, splitAddress } from '../routing/address';
import { legacyRedirect } from '../routing/legacy-redirect';
import { internalAddress } from '../routing/public-address';
import { unknownPathRedirect } from '../routing/unknown-path';


export type ScanDestination =
  /** An in-app address (internal path or alias, with its query) to navigate to. */
  | { kind: 'link'; url: string }
  | { kind: 'device'; url: string; deviceId: string }
  | { kind: 'record'; url: string; appId: string; formId: string; dataId: string }
  | { kind: 'text'; text: string };

/** The scheme of the codes the platform prints on devices and records: `ware://device/{id}`, `ware://record/...`. */
const WARE_SCHEME = 'ware://';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The device code printed on a device's label. */
export const deviceCode = (deviceId: string): string => `${WARE_SCHEME}device/${deviceId}`;
/** The record code: app, form and record ids. */
export const recordCode = (appId: string, formId: string, dataId: string): string =>
  `${WARE_SCHEME}record/${appId}/${formId}/${dataId}`;

const devicePage = (deviceId: string) => `${PATHS.deviceDetail}?id=${encodeURIComponent(deviceId)}`;
const recordPage = (appId: string, formId: string, dataId: string) =>
  `${PATHS.detail}?appId=${encodeURIComponent(appId)}&formId=${encodeURIComponent(formId)}&dataId=${encodeURIComponent(dataId)}`;

function wareCode(text: string): ScanDestination | null {
  if (!text.toLowerCase().startsWith(WARE_SCHEME)) return null;
  const parts = text.slice(WARE_SCHEME.length).split('/');
  if (parts[0] === 'device' && parts.length === 2 && ID.test(parts[1]!)) {
    return { kind: 'device', deviceId: parts[1]!, url: devicePage(parts[1]!) };
  }
  if (parts[0] === 'record' && parts.length === 4 && parts.slice(1).every((p) => ID.test(p))) {
    const [, appId, formId, dataId] = parts as [string, string, string, string];
    return { kind: 'record', appId, formId, dataId, url: recordPage(appId, formId, dataId) };
  }
  return null;
}

/** The in-app address a path and query of one of our hosts stand for, through the spec's routing rules. */
function inAppAddress(pathname: string, search: string, hash: string): ScanDestination | null {
  const legacy = legacyRedirect({ pathname, search, hash });
  const address = legacy ?? `${normalisePath(pathname)}${search ? `?${search.replace(/^\?/, '')}` : ''}`;
  const { path, query } = splitAddress(address);
  // A short link (/shortener/{code}) names an app the way the /{code} deep link does.
  const short = /^\/shortener\/([^/]+)$/.exec(path);
  if (short) return { kind: 'link', url: `${PATHS.appIndex}?shortCode=${short[1]!}${query ? `&${query}` : ''}` };
  const row = routeByPath(path);
  if (row) {
    if (!row.ready || row.builtin) return null;
    const internal = internalAddress(address);
    if (row.path === PATHS.deviceDetail) {
      const id = new URLSearchParams(query).get('id');
      if (id && ID.test(id)) return { kind: 'device', deviceId: id, url: internal };
    }
    return { kind: 'link', url: internal };
  }
  const redirect = unknownPathRedirect(path, query);
  return redirect ? { kind: 'link', url: internalAddress(redirect) } : null;
}

/**
 * Where a scanned text leads. `hosts` are the origins that count as the platform's own (the H5 host, the app's
 * origin); a link to any other host is only text (never opened inside the app).
 */
export function scanDestination(scanned: string, hosts: readonly string[]): ScanDestination {
  const text = scanned.trim();
  const asText: ScanDestination = { kind: 'text', text: scanned };
  if (!text) return asText;
  const ware = wareCode(text);
  if (ware) return ware;
  if (!/^https?:\/\//i.test(text)) return asText;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return asText;
  }
  const own = hosts.some((h) => {
    try {
      return new URL(h).host.toLowerCase() === url.host.toLowerCase();
    } catch {
      return false;
    }
  });
  if (!own) return asText;
  return inAppAddress(url.pathname, url.search, url.hash) ?? asText;
}
