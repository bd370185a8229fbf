/**
 * Street geometry of the demo city for the storefront's offline map (`GET zone/map-features`, an
 * extension of ours). Each street of the gazetteer (`placeDefs`) is drawn as a line through its
 * gazetteer point, so the map, the place search and reverse geocoding name the same streets.
 * Straight streets cross their whole district (the zone's box), so together they form a street grid.
 */
import { zoneDefs } from "./city";

/** Which way a street runs: east–west, north–south, or one of the diagonals. */
type Axis = "ew" | "ns" | "ne" | "nw";

/** The direction of every street of the gazetteer. */
export const streetAxes: Record<string, Axis> = {
  "Harbour Road": "ew",
  "Market Street": "ns",
  "Clocktower Lane": "ne",
  "Baker Row": "ew",
  "Lantern Alley": "nw",
  "Willow Street": "ns",
  "Riverside Avenue": "ew",
  "Mill Road": "ns",
  "Ferry Lane": "ne",
  "Kingfisher Way": "ns",
  "Boathouse Quay": "ew",
  "Maple Crescent": "nw",
  "Northgate Boulevard": "ew",
  "Orchard Road": "ns",
  "Summit Drive": "ne",
  "Pinecone Street": "ew",
  "Hilltop Avenue": "ew",
  "Aspen Close": "nw",
  "Foundry Road": "ns",
};

/** Half length (degrees) of diagonal streets and of streets outside every zone. */
const SHORT_HALF = 0.004;

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The street as a GeoJSON LineString ([lng, lat] positions) through its gazetteer point. East–west
 * and north–south streets span their district's zone box; diagonals and streets outside every zone
 * (Eastfield) are short. A street missing from `streetAxes` runs east–west.
 */
export function streetLine(
  name: string,
  district: string,
  lat: number,
  lng: number,
): [number, number][] {
  const axis = streetAxes[name] ?? "ew";
  const box = zoneDefs.find((zone) => zone.displayName === district)?.box;
  const point: [number, number] = [round(lng), round(lat)];
  if (axis === "ew") {
    const [west, east] = box ? [box[0], box[2]] : [lng - SHORT_HALF, lng + SHORT_HALF];
    return [[round(west), round(lat)], point, [round(east), round(lat)]];
  }
  if (axis === "ns") {
    const [south, north] = box ? [box[1], box[3]] : [lat - SHORT_HALF, lat + SHORT_HALF];
    return [[round(lng), round(south)], point, [round(lng), round(north)]];
  }
  const step = SHORT_HALF * Math.SQRT1_2;
  const dx = axis === "ne" ? step : -step;
  return [[round(lng - dx), round(lat - step)], point, [round(lng + dx), round(lat + step)]];
}
