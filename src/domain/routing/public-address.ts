// Spec screens-data-rules.md §2: "For listed internal paths the address shown is rewritten to the public alias."
import { joinAddress, routeByInternalPath, routeByPath, splitAddress } from './address';

/**
 * The address to show for an in-app address: a listed internal path becomes its (first) public alias, query and
 * hash kept. Every row of the route table counts, built or not. Anything else comes back unchanged.
 */
export function publicAddress(address: string): string {
  const parts = splitAddress(address);
  const row = routeByInternalPath(parts.path);
  const alias = row?.aliases[0];
  return alias === undefined ? address : joinAddress({ ...parts, path: alias });
}

/**
 * The inverse, for Taro's navigation calls, which want internal paths: an alias becomes its row's internal path,
 * query and hash kept. Internal paths and unknown paths come back unchanged.
 */
export function internalAddress(address: string): string {
  const parts = splitAddress(address);
  const row = routeByPath(parts.path);
  return row === undefined ? address : joinAddress({ ...parts, path: row.path });
}
