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
