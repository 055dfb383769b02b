// Check-in within a distance of a place (issue "Location and maps"): the distance comes from the platform's
// calculateLineDistance; this decides and words it.

/** True when a measured distance (metres) is within the allowed range; no range means anywhere. */
export function withinCheckInRange(distanceMetres: number, rangeMetres: number | null | undefined): boolean {
  if (rangeMetres === null || rangeMetres === undefined || !(rangeMetres > 0)) return true;
  return Number.isFinite(distanceMetres) && distanceMetres <= rangeMetres;
}

/** A distance as people read it: metres under 1 km (whole), kilometres above (one decimal). */
export function distanceText(distanceMetres: number): string {
  if (distanceMetres < 1000) return `${Math.round(distanceMetres)} 米`;
  return `${(distanceMetres / 1000).toFixed(1)} 公里`;
}

/** A form's check-in place: the control's `options.checkIn` ({ latitude, longitude, range in metres, name }). */
export interface CheckInPlace {
  latitude: number;
  longitude: number;
  range: number;
  name: string;
}

/** The check-in place a control asks for, or null when it asks for none (or its setting is malformed). */
export function checkInPlace(options: Readonly<Record<string, unknown>>): CheckInPlace | null {
  const raw = options.checkIn;
  if (!raw || typeof raw !== 'object') return null;
  const o = raw as Record<string, unknown>;
  const [latitude, longitude, range] = [Number(o.latitude), Number(o.longitude), Number(o.range)];
  if (![latitude, longitude, range].every(Number.isFinite) || range <= 0 || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude, range, name: typeof o.name === 'string' ? o.name : '' };
}

/** What the location control says about a check-in place. */
export const CHECK_IN_TEXT = {
  distance: (place: string, metres: number) => `距离${place || '签到地点'} ${distanceText(metres)}`,
  outOfRange: (range: number) => `不在签到范围内，需在签到地点 ${distanceText(range)} 以内`,
};
