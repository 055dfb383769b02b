import { PATHS } from '../../routes';
import { appRefFromQuery } from '../access/app-ref';
import { stringifyQuery, withoutRouterParams } from '../query';


/**
 * Where the temp entry goes: spec §2 "The temp entry is redirected to /app/index with the rest of the address kept"
 * when the address names an app (appId, Appid, shortCode or key); without one the application index could only say
 * 未指定应用 (issue 42 item 6, the bare root address), so it is the platform home, the rest of the address kept too.
 */
export const entryPath = (query: Readonly<Record<string, unknown>>): string => (appRefFromQuery(query) ? PATHS.appIndex : PATHS.home);

/**
 * Where the temp entry page forwards to when it is opened (the mini program's launch; H5 rewrites the address
 * before the page loads, see legacyRedirect).
 */
export function entryTarget(query: Readonly<Record<string, string | undefined>>): string {
  const rest = stringifyQuery(withoutRouterParams(query));
  const path = entryPath(query);
  return rest ? `${path}?${rest}` : path;
}
