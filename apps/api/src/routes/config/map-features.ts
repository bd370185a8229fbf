import { Hono } from "hono";

import type { AppEnv } from "../../lib/app-env";
import type { CityFeature } from "../../seed/city-map";
import { places } from "../../db/schema";
import { generatedCityFeatures, streetLine } from "../../seed/city-map";

type PlaceRow = typeof places.$inferSelect;

/** The answer's JSON text, built once per database (the gazetteer is seed data, the rest is code). */
let bodyCache: { db: object; body: Promise<string> } | undefined;

/** One gazetteer entry as a GeoJSON feature: streets as lines, landmarks and neighbourhoods as points. */
function toFeature(row: PlaceRow): CityFeature {
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
      ...(row.kind === "street" ? { class: "primary" } : {}),
      place_id: row.placeId,
      formatted_address: row.formattedAddress,
    },
  };
}

async function buildBody(db: AppEnv["Variables"]["deps"]["db"]): Promise<string> {
  const rows = await db.select().from(places).orderBy(places.id);
  const [water, rest] = partition(
    generatedCityFeatures(),
    (feature) => feature.properties.kind === "water",
  );
  // Drawing order of a single GeoJSON source: water, blocks, side streets, then the named streets and
  // places of the gazetteer, then district labels.
  return JSON.stringify({
    type: "FeatureCollection",
    features: [
      ...water,
      ...rest.filter((f) => f.properties.kind !== "district"),
      ...rows.map(toFeature),
      ...rest.filter((f) => f.properties.kind === "district"),
    ],
  });
}

function partition<T>(list: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  return [list.filter(test), list.filter((item) => !test(item))];
}

/**
 * `GET zone/map-features` — **our extension, not in the reference API**: the demo city's map as one
 * GeoJSON FeatureCollection, so a storefront can draw street-level maps without any tile server or
 * token. The gazetteer's named streets (LineString, `class: "primary"`) and places (Point) come from
 * the same rows that `config/place-api-*` and `config/geocode-api` answer from (same names and
 * `place_id`s); side streets (`class: "minor"`), blocks (Polygon, `kind: "block"`, `class` = land
 * use), water and district labels are generated in code by the seed (`seed/city-map`). Public; the
 * same for every caller.
 */
export function mapFeatureRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/zone/map-features", async (c) => {
    const db = c.get("deps").db;
    if (bodyCache?.db !== db) bodyCache = { db, body: buildBody(db) };
    const body = await bodyCache.body.catch((error: unknown) => {
      bodyCache = undefined;
      throw error;
    });
    return c.body(body, 200, { "content-type": "application/json" });
  });
  return app;
}
