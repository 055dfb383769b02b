/**
 * The gazetteer's named places (`places`), as the maps service's place search answers them: the places around a
 * position, nearest first, and the places whose name or address holds a keyword. The address of a place is its
 * district's full name (from the area dictionary) and its street, as regeo writes addresses.
 */
import { eq, or } from 'drizzle-orm';

import { haversineMetres, type Point } from './geo.js';
import { contains } from './text-match.js';
import type { Db } from '../db/index.js';
import { areas, places } from '../db/schema.js';

/** A place as the maps service writes a POI; `distance` in metres from the position asked about, when one was. */
export interface Poi {
  id: string;
  name: string;
  address: string;
  /** "lng,lat". */
  location: string;
  distance?: number;
}

type PlaceRow = typeof places.$inferSelect;

/** 浙江省杭州市西湖区 (a municipality's city is not repeated: 北京市东城区). */
function districtAddress(db: Db, code: string): string {
  const name = (c: string) => db.select().from(areas).where(eq(areas.code, c)).get();
  const district = name(code);
  const city = district ? name(district.parentCode) : undefined;
  const province = city ? name(city.parentCode) : undefined;
  if (!district || !city || !province) return '';
  return `${province.name}${city.name === province.name ? '' : city.name}${district.name}`;
}

function poi(db: Db, row: PlaceRow, from: Point | null): Poi {
  return {
    id: row.id,
    name: row.name,
    address: `${districtAddress(db, row.areaCode)}${row.street}`,
    location: `${row.longitude},${row.latitude}`,
    ...(from ? { distance: Math.round(haversineMetres(from, row)) } : {}),
  };
}

/** Places within `radius` metres of `from`, nearest first, at most `limit`. */
export function placesAround(db: Db, from: Point, radius: number, limit: number): Poi[] {
  return db
    .select()
    .from(places)
    .all()
    .map((row) => ({ row, distance: haversineMetres(from, row) }))
    .filter((p) => p.distance <= radius)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, limit)
    .map((p) => poi(db, p.row, from));
}

/** Places whose name or street holds `keywords` (plain text), nearest to `from` first when given, at most `limit`. */
export function placesMatching(db: Db, keywords: string, from: Point | null, limit: number): Poi[] {
  const rows = db
    .select()
    .from(places)
    .where(or(contains(places.name, keywords), contains(places.street, keywords)))
    .all();
  const sorted = from
    ? rows.sort((a, b) => haversineMetres(from, a) - haversineMetres(from, b))
    : rows.sort((a, b) => a.name.localeCompare(b.name, 'zh'));
  return sorted.slice(0, limit).map((row) => poi(db, row, from));
}
