/**
 * Maps (calls-and-errors.md §7 "Maps: /thirdparty/gaode/address/regeo and calculateLineDistance"): reverse geocoding
 * against the seeded gazetteer (the nearest district centre of the area dictionary) and straight-line distance by
 * the haversine formula, so both work without a network. Positions are "lng,lat" as the maps service writes them.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { haversineMetres, parseLngLat, type Point } from '../data/geo.js';
import { placesAround, placesMatching } from '../data/places.js';
import { areaCentres, areas } from '../db/schema.js';
import { ApiError, ok, parse } from '../errors.js';
import { optionalCaller } from '../http/auth.js';
import type { ServerContext } from '../http/context.js';

/** Beyond this from every district centre a position is outside the gazetteer. */
const GAZETTEER_REACH_M = 50_000;

/** Place search answers a page this long at most, as the maps service's first page. */
const PLACES_PAGE = 20;

const LngLat = z.string().trim().transform((v, c) => {
  const p = parseLngLat(v);
  if (!p) c.addIssue({ code: 'custom', message: '坐标格式应为 经度,纬度' });
  return p as Point;
});

export function registerGaode(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  const areaName = (code: string) => db.select().from(areas).where(eq(areas.code, code)).get();

  api.get('/thirdparty/gaode/address/regeo', async (req) => {
    const { location } = parse(z.object({ location: LngLat }), req.query);
    await optionalCaller(ctx, req);
    const nearest = db
      .select()
      .from(areaCentres)
      .all()
      .map((c) => ({ centre: c, distance: haversineMetres(location, c) }))
      .sort((a, b) => a.distance - b.distance)[0];
    if (!nearest || nearest.distance > GAZETTEER_REACH_M) {
      return ok({ formatted_address: '', addressComponent: { province: '', city: '', district: '', adcode: '' } });
    }
    const district = areaName(nearest.centre.code);
    const city = district ? areaName(district.parentCode) : undefined;
    const province = city ? areaName(city.parentCode) : undefined;
    if (!district || !city || !province) throw ApiError.notFound('地区不存在');
    // A municipality is its own city: 北京市北京市 reads 北京市 once.
    const cityPart = city.name === province.name ? '' : city.name;
    return ok({
      formatted_address: `${province.name}${cityPart}${district.name}${nearest.centre.landmark}附近`,
      addressComponent: { province: province.name, city: city.name, district: district.name, adcode: district.code, street: nearest.centre.landmark },
    });
  });

  api.get('/thirdparty/gaode/address/calculateLineDistance', async (req) => {
    const { origin, destination } = parse(z.object({ origin: LngLat, destination: LngLat }), req.query);
    await optionalCaller(ctx, req);
    return ok({ distance: Math.round(haversineMetres(origin, destination) * 10) / 10 });
  });

  // Place search (the maps service's place/around and place/text) over the gazetteer's named places: the built-in
  // choose-location screen lists the places near the user and finds places by keyword.
  api.get('/thirdparty/gaode/place/around', async (req) => {
    const q = parse(z.object({ location: LngLat, radius: z.coerce.number().int().min(1).max(GAZETTEER_REACH_M).default(3000) }), req.query);
    await optionalCaller(ctx, req);
    return ok({ pois: placesAround(db, q.location, q.radius, PLACES_PAGE) });
  });

  api.get('/thirdparty/gaode/place/text', async (req) => {
    const q = parse(z.object({ keywords: z.string().trim().min(1).max(50), location: LngLat.optional() }), req.query);
    await optionalCaller(ctx, req);
    return ok({ pois: placesMatching(db, q.keywords, q.location ?? null, PLACES_PAGE) });
  });
}
