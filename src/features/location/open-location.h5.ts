// Showing a location in the browser: the built-in open-location screen.
import type { ShownLocation } from './open-location';
import { openLocationQuery } from '../../domain/location/location-pages';
import { navigate } from '../../platform/navigate';
import { PATHS } from '../../routes';

export type { ShownLocation } from './open-location';

export function openLocation(location: ShownLocation): void {
  void navigate(`${PATHS.openLocation}?${openLocationQuery(location)}`).catch(() => undefined);
}
