/**
 * The built-up extent of each district of Lakeshore: the side streets of the map fill these boxes.
 * Old Town and Riverside share one column grid and are split by the Silver River (lat 23.7985–23.8015);
 * Eastfield lies outside every delivery zone.
 */
export interface District {
  name: string;
  west: number;
  south: number;
  east: number;
  north: number;
}

export const districts: District[] = [
  { name: "Old Town", west: 90.3785, south: 23.7685, east: 90.4235, north: 23.7985 },
  { name: "Riverside", west: 90.3785, south: 23.8015, east: 90.4235, north: 23.8295 },
  { name: "Northgate", west: 90.3895, south: 23.8315, east: 90.4315, north: 23.8615 },
  { name: "Eastfield", west: 90.4625, south: 23.7845, east: 90.4865, north: 23.7995 },
];

/** Target distance between side streets, in degrees (about 160 m east–west, 145 m north–south). */
export const COLUMN_STEP = 0.0016;
export const ROW_STEP = 0.0013;

/** The river between Old Town and Riverside: its banks (lat) and how far east it runs. */
export const river = { name: "Silver River", south: 23.7988, north: 23.8012, east: 90.4405 };

/** The lake the city is named after, west of the river mouth. */
export const lake = {
  name: "Lake Lumen",
  west: 90.3555,
  east: 90.3765,
  south: 23.7705,
  north: 23.8405,
};
