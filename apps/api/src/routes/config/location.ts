import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";

import { encodeZoneIds } from "@marketplace/api-client";
import { distanceMeters } from "@marketplace/domain";

import type { AppEnv } from "../../lib/app-env";
import { places } from "../../db/schema";
import { ApiError, errorBody } from "../../lib/errors";
import { parseQuery } from "../../lib/validate";
import { referenceOf, viewOf } from "../helpers";
import { formatZone, zonesAt } from "./zones";

const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);
const pointQuery = z.object({ lat: latitude, lng: longitude });

/** Road distance is longer than the straight line; speeds per travel mode (m/s). */
const roadFactor = 1.3;
const speeds = { WALK: 1.4, DRIVE: 8.3 } as const;

type PlaceRow = typeof places.$inferSelect;

let gazetteerCache: { db: object; rows: Promise<PlaceRow[]> } | undefined;
function gazetteer(db: AppEnv["Variables"]["deps"]["db"]): Promise<PlaceRow[]> {
  if (gazetteerCache?.db !== db)
    gazetteerCache = { db, rows: db.select().from(places).orderBy(places.id) };
  return gazetteerCache.rows;
}

const tripQuery = (fallback: "WALK" | "DRIVE") =>
  z.object({
    origin_lat: latitude,
    origin_lng: longitude,
    destination_lat: latitude,
    destination_lng: longitude,
    mode: z
      .preprocess(
        (value) => (typeof value === "string" && value !== "" ? value.toUpperCase() : undefined),
        z.enum(["WALK", "WALKING", "DRIVE", "DRIVING"]).optional(),
      )
      .transform((mode) =>
        mode === undefined ? fallback : mode.startsWith("DRIV") ? "DRIVE" : "WALK",
      ),
  });

/** Distance along the road (straight line × road factor) and duration for the travel mode. */
function parseTrip(c: Context<AppEnv>, fallback: "WALK" | "DRIVE") {
  const query = parseQuery(c, tripQuery(fallback));
  const meters = Math.round(
    distanceMeters(
      { lat: query.origin_lat, lng: query.origin_lng },
      { lat: query.destination_lat, lng: query.destination_lng },
    ) * roadFactor,
  );
  return {
    meters,
    seconds: Math.round(meters / speeds[query.mode]),
    origin: [query.origin_lat, query.origin_lng] as [number, number],
    destination: [query.destination_lat, query.destination_lng] as [number, number],
  };
}

/** Google's encoded polyline format for [lat, lng] points. */
export function encodePolyline(points: [number, number][]): string {
  let output = "";
  let previous: [number, number] = [0, 0];
  const encode = (value: number) => {
    let rest = value < 0 ? ~(value << 1) : value << 1;
    let chunk = "";
    while (rest >= 0x20) {
      chunk += String.fromCharCode((0x20 | (rest & 0x1f)) + 63);
      rest >>= 5;
    }
    return chunk + String.fromCharCode(rest + 63);
  };
  for (const [lat, lng] of points) {
    // eslint-disable-next-line marketplace/no-ad-hoc-money -- the encoded-polyline format stores coordinates at 5 decimals, not an amount
    const current: [number, number] = [Math.round(lat * 1e5), Math.round(lng * 1e5)];
    output += encode(current[0] - previous[0]) + encode(current[1] - previous[1]);
    previous = current;
  }
  return output;
}

/** Zone lookup, Places-style autocomplete/details/geocoding over the demo city's gazetteer, distances. */
export function locationRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get("/config/get-zone-id", async (c) => {
    const { lat, lng } = parseQuery(c, pointQuery);
    const view = await viewOf(c);
    const zones = zonesAt(view.ref, lat, lng);
    if (zones.length === 0) {
      throw new ApiError(404, errorBody("coordinates", "Service not available in this area"));
    }
    return c.json({
      zone_id: encodeZoneIds(zones.map((zone) => zone.id)),
      zone_data: zones.map((zone) => formatZone(zone, view)),
    });
  });

  app.get("/zone/list", async (c) => {
    const view = await viewOf(c);
    return c.json(
      view.ref.zones
        .filter((zone) => zone.status === 1)
        .map((zone) => formatZone(zone, view, { coordinates: true })),
    );
  });

  app.get("/zone/check", async (c) => {
    const { lat, lng, zone_id } = parseQuery(
      c,
      pointQuery.extend({ zone_id: z.coerce.number().int().min(1).max(2_147_483_647) }),
    );
    const ref = await referenceOf(c);
    return c.json(zonesAt(ref, lat, lng).some((zone) => zone.id === zone_id));
  });

  app.get("/config/place-api-autocomplete", async (c) => {
    const { search_text } = parseQuery(
      c,
      z.object({ search_text: z.string().trim().min(1).max(100) }),
    );
    const needle = search_text.toLowerCase();
    const rows = (await gazetteer(c.get("deps").db))
      .filter((row) => row.formattedAddress.toLowerCase().includes(needle))
      .sort(
        (a, b) =>
          Number(!a.name.toLowerCase().startsWith(needle)) -
          Number(!b.name.toLowerCase().startsWith(needle)),
      )
      .slice(0, 5);
    return c.json({
      predictions: rows.map((row) => ({
        description: row.formattedAddress,
        place_id: row.placeId,
        structured_formatting: {
          main_text: row.name,
          secondary_text: `${row.district}, Lakeshore`,
        },
        types: [row.kind === "street" ? "route" : "point_of_interest"],
      })),
      status: rows.length > 0 ? "OK" : "ZERO_RESULTS",
    });
  });

  app.get("/config/place-api-details", async (c) => {
    const { placeid } = parseQuery(c, z.object({ placeid: z.string().trim().min(1).max(200) }));
    const row = (await gazetteer(c.get("deps").db)).find((entry) => entry.placeId === placeid);
    if (!row) return c.json({ status: "NOT_FOUND" });
    return c.json({
      result: {
        place_id: row.placeId,
        name: row.name,
        formatted_address: row.formattedAddress,
        geometry: { location: { lat: row.latitude, lng: row.longitude } },
      },
      status: "OK",
    });
  });

  app.get("/config/geocode-api", async (c) => {
    const { lat, lng } = parseQuery(c, pointQuery);
    const rows = await gazetteer(c.get("deps").db);
    const nearest = rows
      .map((row) => ({
        row,
        meters: distanceMeters({ lat, lng }, { lat: row.latitude, lng: row.longitude }),
      }))
      .sort((a, b) => a.meters - b.meters)[0];
    if (!nearest || nearest.meters > 15_000) return c.json({ results: [], status: "ZERO_RESULTS" });
    const { row } = nearest;
    return c.json({
      results: [
        {
          formatted_address: row.formattedAddress,
          place_id: row.placeId,
          geometry: { location: { lat, lng } },
          address_components: [
            {
              long_name: row.name,
              short_name: row.name,
              types: [row.kind === "street" ? "route" : "point_of_interest"],
            },
            { long_name: row.district, short_name: row.district, types: ["sublocality"] },
            { long_name: "Lakeshore", short_name: "Lakeshore", types: ["locality"] },
          ],
          types: ["street_address"],
        },
      ],
      status: "OK",
    });
  });

  app.get("/config/distance-api", (c) => {
    const trip = parseTrip(c, "WALK");
    return c.json({
      originIndex: 0,
      destinationIndex: 0,
      status: {},
      distanceMeters: trip.meters,
      duration: `${String(trip.seconds)}s`,
      staticDuration: `${String(trip.seconds)}s`,
      condition: "ROUTE_EXISTS",
      localizedValues: {
        // eslint-disable-next-line marketplace/no-ad-hoc-money -- the distance API's display text (as the map provider words it), not an amount
        distance: { text: `${(trip.meters / 1000).toFixed(1)} km` },
        duration: { text: `${String(Math.max(1, Math.round(trip.seconds / 60)))} mins` },
        staticDuration: { text: `${String(Math.max(1, Math.round(trip.seconds / 60)))} mins` },
      },
    });
  });

  app.get("/config/direction-api", (c) => {
    const trip = parseTrip(c, "DRIVE");
    return c.json({
      routes: [
        {
          distanceMeters: trip.meters,
          duration: `${String(trip.seconds)}s`,
          polyline: { encodedPolyline: encodePolyline([trip.origin, trip.destination]) },
        },
      ],
    });
  });

  return app;
}
