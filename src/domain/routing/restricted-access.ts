// Spec screens-data-rules.md §2: "The restricted-access page is reached with type=noPermission; on a denied access
// the current page is replaced by it" (calls-and-errors.md §2: /app/view/restrictedAccess?type=noPermission).

import { publicAddress } from './public-address';
import { PATHS } from '../../routes';
import type { NavigationType } from '../navigation';


export const NO_PERMISSION = 'noPermission';

/** Internal form, for Taro's navigation calls: `/pagesB/view/restrictedAccess?type=noPermission`. */
export function restrictedAccessRoute(): string {
  return `${PATHS.restrictedAccess}?type=${NO_PERMISSION}`;
}

/** Public form, as the address bar shows it: `/app/view/restrictedAccess?type=noPermission`. */
export function restrictedAccessUrl(): string {
  return publicAddress(restrictedAccessRoute());
}

/** A denied access replaces the current page: a redirectTo to the internal route. */
export function restrictedAccessNavigation(): { type: NavigationType; url: string } {
  return { type: 'redirectTo', url: restrictedAccessRoute() };
}
