import { PATHS } from '../../routes';
import { stringifyQuery, withoutRouterParams } from '../query';

/**
 * Where the temp entry page forwards to when it is opened (the mini program's launch; H5 rewrites the address
 * before the page loads, see legacyRedirect): spec §2 "The temp entry is redirected to /app/index with the rest of
 * the address kept".
 */
export function entryTarget(query: Readonly<Record<string, string | undefined>>): string {
  const rest = stringifyQuery(withoutRouterParams(query));
  return rest ? `${PATHS.appIndex}?${rest}` : PATHS.appIndex;
}
