import { Hono } from "hono";

import type { AppEnv } from "../../lib/app-env";
import { places } from "../../db/schema";
import { streetLine } from "../../seed/city-map";

type PlaceRow = typeof places.$inferSelect;

let rowsCache: { db: object; rows: Promise<PlaceRow[]> } | undefined;
function placeRows(db: AppEnv["Variables"]["deps"]["db"]): Promise<PlaceRow[]> {
  if (rowsCache?.db !== db) rowsCache = { db, rows: db.select().from(places).orderBy(places.id) };
  return rowsCache.rows;
}

/** One gazetteer entry as a GeoJSON feature: streets as lines, landmarks and neighbourhoods as points. */
function toFeature(row: PlaceRow): Record<string, unknown> {
  return {
    type: "Feature",
    id: row.id,
    geometry:
      row.kind === "street"
        ? {
            type: "LineString",
            coordinates: streetLine(row.name, row.district, row.latitude, row.longitude),
          }
        : { type: "Point", coordinates: [row.longitude, row.latitude] },
    properties: {
      name: row.name,
      kind: row.kind,
      district: row.district,
      place_id: row.placeId,
      formatted_address: row.formattedAddress,
    },
  };
}

/**
 * `GET zone/map-features` — **our extension, not in the reference API**: the demo city's streets
 * (LineString) and places (Point) as a GeoJSON FeatureCollection, so a storefront can draw a map
 * without any tile server or token. Built from the same gazetteer that `config/place-api-*` and
 * `config/geocode-api` answer from (same names and `place_id`s). Public; the same for every caller.
 */
export function mapFeatureRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/zone/map-features", async (c) => {
    const rows = await placeRows(c.get("deps").db);
    return c.json({ type: "FeatureCollection", features: rows.map(toFeature) });
  });
  return app;
}
