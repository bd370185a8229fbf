/**
 * The side streets of each district: every grid line that is not a gazetteer street, across the whole
 * district, named from the district's word list (`street-names.ts`). Every third north–south street
 * of Old Town crosses the Silver River to Riverside on a bridge.
 */
import type { CityFeature } from "./geometry";
import { river } from "./districts";
import { at } from "./geometry";
import { districtGrids } from "./grid";
import { sideStreetName } from "./street-names";

export function sideStreetFeatures(): CityFeature[] {
  const features: CityFeature[] = [];
  for (const grid of districtGrids()) {
    const { district } = grid;
    const bridgesNorth = district.name === "Old Town";
    let ns = 0;
    grid.columns.forEach((column, index) => {
      const north = bridgesNorth && index % 3 === 1 ? river.north + 0.0003 : district.north;
      if (column.gazetteer !== undefined) return;
      features.push({
        type: "Feature",
        geometry: {
          type: "LineString",
          coordinates: [at(column.at, district.south), at(column.at, north)],
        },
        properties: {
          name: sideStreetName(district.name, "ns", ns),
          kind: "street",
          class: "minor",
          district: district.name,
        },
      });
      ns += 1;
    });
    let ew = 0;
    for (const row of grid.rows) {
      if (row.gazetteer !== undefined) continue;
      features.push({
        type: "Feature",
        geometry: {
          type: "LineString",
          coordinates: [at(district.west, row.at), at(district.east, row.at)],
        },
        properties: {
          name: sideStreetName(district.name, "ew", ew),
          kind: "street",
          class: "minor",
          district: district.name,
        },
      });
      ew += 1;
    }
  }
  return features;
}
