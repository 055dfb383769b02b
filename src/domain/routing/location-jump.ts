// Spec screens-data-rules.md §2: "Visiting choose-location or scan sets a flag that a location jump happened."
import { isPathOf, splitAddress } from './address';
import { PATHS, ROUTES } from '../../routes';

const CHOOSE_LOCATION = ROUTES.find((r) => r.path === PATHS.chooseLocation);
const SCAN = ROUTES.find((r) => r.path === PATHS.scan);

/** True when visiting `address` (internal path or alias, query ignored) sets the location-jump flag. */
export function setsLocationJump(address: string): boolean {
  const { path } = splitAddress(address);
  return isPathOf(CHOOSE_LOCATION, path) || isPathOf(SCAN, path);
}
