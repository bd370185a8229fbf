/** The small GeoJSON vocabulary the demo city's map is written in ([lng, lat] positions). */
export type Position = [number, number];

export type Geometry =
  | { type: "LineString"; coordinates: Position[] }
  | { type: "Point"; coordinates: Position }
  | { type: "Polygon"; coordinates: Position[][] };

export interface CityFeature {
  type: "Feature";
  id?: number | string;
  geometry: Geometry;
  properties: {
    name: string;
    kind: string;
    district: string | null;
    /** Street class ("primary": a gazetteer street; "minor": a side street) or block use ("residential", …). */
    class?: string;
    place_id?: string | null;
    formatted_address?: string | null;
  };
}

/** 5 decimals: about 1 m, as fine as a street map at zoom 17 needs. */
export const round5 = (value: number): number => Math.round(value * 1e5) / 1e5;

export const at = (lng: number, lat: number): Position => [round5(lng), round5(lat)];

/** A closed rectangular ring, counter-clockwise from the south-west corner. */
export function rectangle(west: number, south: number, east: number, north: number): Position[] {
  return [at(west, south), at(east, south), at(east, north), at(west, north), at(west, south)];
}
