/**
 * The gazetteer behind the maps calls (/thirdparty/gaode/address/regeo): a centre point for each district of the
 * area dictionary (`areas`, /dict/dictArea/get), so reverse geocoding works without a network. Part of the one schema.
 */
import { real, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const areaCentres = sqliteTable('area_centres', {
  /** An `areas.code` (a district). */
  code: text('code').primaryKey(),
  /** GCJ-02 as the maps service speaks it; the gazetteer's precision (a district's centre) hides the datum shift. */
  latitude: real('latitude').notNull(),
  longitude: real('longitude').notNull(),
  /** A street-level landmark near the centre, for a readable address. */
  landmark: text('landmark').notNull(),
});

/**
 * Named places of the gazetteer (the maps service's POIs), for the built-in choose-location screen's nearby list and
 * keyword search (`/thirdparty/gaode/place/around` and `/place/text`). Same datum as the centres.
 */
export const places = sqliteTable('places', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** The district it lies in (`areas.code`), for its address. */
  areaCode: text('area_code').notNull(),
  /** The street part of its address, after the district. */
  street: text('street').notNull(),
  latitude: real('latitude').notNull(),
  longitude: real('longitude').notNull(),
});
