/**
 * The demo city's map, generated in code (no downloaded data): side streets, blocks with their land
 * use, water and district labels, to go with the gazetteer's named streets and places that
 * `GET zone/map-features` answers from the database. The same on every run.
 */
import type { CityFeature } from "./geometry";
import { zoneDefs } from "../city";
import { blockFeatures } from "./blocks";
import { districts } from "./districts";
import { at } from "./geometry";
import { sideStreetFeatures } from "./side-streets";
import { waterFeatures } from "./water";

export type { CityFeature, Geometry, Position } from "./geometry";
export { streetAxes, streetLine } from "./gazetteer-streets";
export { districts } from "./districts";

/** A label point at the middle of each district. */
function districtLabels(): CityFeature[] {
  return districts.map((district) => ({
    type: "Feature",
    geometry: {
      type: "Point",
      coordinates: at((district.west + district.east) / 2, (district.south + district.north) / 2),
    },
    properties: {
      name: district.name,
      kind: "district",
      district: district.name,
      class: zoneDefs.some((zone) => zone.displayName === district.name) ? "zone" : "outside",
    },
  }));
}

let generated: CityFeature[] | undefined;

/** Everything of the map that is not in the gazetteer, drawn from below (water) to above (labels). */
export function generatedCityFeatures(): CityFeature[] {
  generated ??= [
    ...waterFeatures(),
    ...blockFeatures(),
    ...sideStreetFeatures(),
    ...districtLabels(),
  ];
  return generated;
}
