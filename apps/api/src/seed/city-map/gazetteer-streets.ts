/**
 * The named streets of the gazetteer on the demo city's map (`GET zone/map-features`, an extension of
 * ours). Each is drawn as a line through its gazetteer point, so the map, the place search and reverse
 * geocoding name the same streets. Straight streets cross their whole district, as lines of the
 * district's street grid (`grid.ts`); diagonals cut across the grid.
 */
import { districts } from "./districts";

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

/** Half length (degrees) of diagonal streets and of streets outside every district. */
export const SHORT_HALF = 0.004;

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The street as a GeoJSON LineString ([lng, lat] positions) through its gazetteer point. East–west
 * and north–south streets span their district (`districts.ts`); diagonals are short. A street missing
 * from `streetAxes` runs east–west.
 */
export function streetLine(
  name: string,
  district: string,
  lat: number,
  lng: number,
): [number, number][] {
  const axis = streetAxes[name] ?? "ew";
  const extent = districts.find((entry) => entry.name === district);

  const point: [number, number] = [round(lng), round(lat)];
  if (axis === "ew") {
    const [west, east] = extent ? [extent.west, extent.east] : [lng - SHORT_HALF, lng + SHORT_HALF];
    return [[round(west), round(lat)], point, [round(east), round(lat)]];
  }
  if (axis === "ns") {
    const [south, north] = extent
      ? [extent.south, extent.north]
      : [lat - SHORT_HALF, lat + SHORT_HALF];
    return [[round(lng), round(south)], point, [round(lng), round(north)]];
  }
  const step = SHORT_HALF * Math.SQRT1_2;
  const dx = axis === "ne" ? step : -step;
  return [[round(lng - dx), round(lat - step)], point, [round(lng + dx), round(lat + step)]];
}
