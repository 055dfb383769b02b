/**
 * Maps (calls-and-errors.md §7 "Maps: /thirdparty/gaode/address/regeo and calculateLineDistance"): positions are
 * written "lng,lat" as the maps service reads them.
 */
import { z } from 'zod/mini';

import { request } from './transport';

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
