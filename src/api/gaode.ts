/**
 * Maps (calls-and-errors.md §7 "Maps: /thirdparty/gaode/address/regeo and calculateLineDistance"): positions are
 * written "lng,lat" as the maps service reads them.
 */
import { z } from 'zod/mini';

import { request } from './transport';
import { fromLngLat, type Place } from '../domain/location/location-pages';

interface LatLng {
  latitude: number;
  longitude: number;
}

const lngLat = (p: LatLng) => `${p.longitude},${p.latitude}`;

/** The address of a position ('' where the gazetteer knows none). */
export function regeo(position: LatLng) {
  return request({
    path: '/thirdparty/gaode/address/regeo',
    query: { location: lngLat(position) },
    schema: z.pipe(
      z.looseObject({ formatted_address: z.catch(z.string(), '') }),
      z.transform((v) => v.formatted_address),
    ),
    silent: true,
  });
}

/** Straight-line distance in metres. */
export function lineDistance(origin: LatLng, destination: LatLng) {
  return request({
    path: '/thirdparty/gaode/address/calculateLineDistance',
    query: { origin: lngLat(origin), destination: lngLat(destination) },
    schema: z.pipe(
      z.looseObject({ distance: z.number() }),
      z.transform((v) => v.distance),
    ),
    silent: true,
  });
}

/** A place of the maps service's search: "lng,lat" read as coordinates; a place without readable ones is dropped. */
const pois = z.pipe(
  z.looseObject({
    pois: z.catch(
      z.array(
        z.looseObject({
          id: z.string(),
          name: z.string(),
          address: z.catch(z.string(), ''),
          location: z.string(),
          distance: z.optional(z.catch(z.number(), -1)),
        }),
      ),
      [],
    ),
  }),
  z.transform((v): Place[] =>
    v.pois.flatMap((p) => {
      const at = fromLngLat(p.location);
      if (!at) return [];
      return [{ id: p.id, name: p.name, address: p.address, ...at, ...(p.distance !== undefined && p.distance >= 0 ? { distance: p.distance } : {}) }];
    }),
  ),
);

/** The places around a position, nearest first (place/around). */
export function placesAround(position: LatLng, radius: number) {
  return request({ path: '/thirdparty/gaode/place/around', query: { location: lngLat(position), radius }, schema: pois, silent: true });
}

/** The places whose name or street holds the keywords, nearest to `position` first when given (place/text). */
export function searchPlaces(keywords: string, position: LatLng | null) {
  return request({
    path: '/thirdparty/gaode/place/text',
    query: { keywords, ...(position ? { location: lngLat(position) } : {}) },
    schema: pois,
    silent: true,
  });
}
