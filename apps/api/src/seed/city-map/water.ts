/**
 * Water of Lakeshore: the lake west of the city and the Silver River that runs from it between Old
 * Town and Riverside. Shores wave gently (fixed sine terms), so the outline is the same on every run.
 */
import type { CityFeature, Position } from "./geometry";
import { lake, river } from "./districts";
import { at } from "./geometry";

const STEPS = 48;

function lakeRing(): Position[] {
  const ring: Position[] = [];
  // East shore (facing the city) from south to north, then the west shore back south.
  for (let step = 0; step <= STEPS; step += 1) {
    const t = step / STEPS;
    const lat = lake.south + (lake.north - lake.south) * t;
    const wave = 0.0009 * Math.sin(t * Math.PI * 5) + 0.0005 * Math.sin(t * Math.PI * 13);
    const round = Math.sin(t * Math.PI);
    ring.push(at(lake.east - 0.0012 * (1 - round) + wave * round, lat));
  }
  for (let step = STEPS; step >= 0; step -= 1) {
    const t = step / STEPS;
    const lat = lake.south + (lake.north - lake.south) * t;
    const round = Math.sin(t * Math.PI);
    ring.push(at(lake.west + 0.006 * (1 - round) + 0.0011 * Math.sin(t * Math.PI * 7), lat));
  }
  const first = ring[0];
  if (first) ring.push(first);
  return ring;
}

function riverRing(): Position[] {
  const west = lake.east - 0.002;
  const south: Position[] = [];
  const north: Position[] = [];
  for (let step = 0; step <= STEPS; step += 1) {
    const t = step / STEPS;
    const lng = west + (river.east - west) * t;
    const wave = 0.00012 * Math.sin(t * Math.PI * 6);
    // Wider at the mouth (west of the districts), as wide as its banks upstream.
    const widen = 0.0005 * Math.max(0, 1 - t / 0.05);
    south.push(at(lng, river.south + wave - widen));
    north.push(at(lng, river.north + wave + widen));
  }
  const ring = [...south, ...north.reverse()];
  const first = ring[0];
  if (first) ring.push(first);
  return ring;
}

export function waterFeatures(): CityFeature[] {
  return [
    {
      type: "Feature",
      geometry: { type: "Polygon", coordinates: [lakeRing()] },
      properties: { name: lake.name, kind: "water", class: "lake", district: null },
    },
    {
      type: "Feature",
      geometry: { type: "Polygon", coordinates: [riverRing()] },
      properties: { name: river.name, kind: "water", class: "river", district: null },
    },
  ];
}
