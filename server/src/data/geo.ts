/** Distances on the earth: the haversine formula on a sphere of the mean earth radius (IUGG, 6,371,008.8 m). */

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

export interface Point {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in metres between two points given in degrees. */
export function haversineMetres(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The "lng,lat" pair the maps service speaks, or null. */
export function parseLngLat(value: string): Point | null {
  const m = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,2}(?:\.\d+)?)\s*$/.exec(value);
  if (!m) return null;
  const longitude = Number(m[1]);
  const latitude = Number(m[2]);
  return Math.abs(longitude) <= 180 && Math.abs(latitude) <= 90 ? { latitude, longitude } : null;
}
