/**
 * The blocks between the streets of each district, each with a land use: the landmarks of the
 * gazetteer give their block theirs (a square, a station, a park, a campus, …), Eastfield is
 * industrial, blocks on a named street are partly shops and offices, a few are pocket parks, the
 * rest is housing. Blocks a diagonal street cuts through are left open (but a landmark's).
 */
import type { CityFeature, Position } from "./geometry";
import type { DistrictGrid } from "./grid";
import { placeDefs } from "../city";
import { createRandom } from "../random";
import { streetLine } from "./gazetteer-streets";
import { rectangle } from "./geometry";
import { districtGrids } from "./grid";
import { parkName } from "./street-names";

/** Space between a block and the middle of its streets (degrees, about 12 m): the road and pavement. */
const INSET = 0.00011;

/** The land use of a landmark's surroundings, and how far (degrees) from the landmark it reaches. */
const landmarkUses: Record<string, { use: string; reach: number }> = {
  "Cathedral Square": { use: "plaza", reach: 0 },
  "Old Town Central Station": { use: "station", reach: 0.0012 },
  "Spice Bazaar": { use: "market", reach: 0 },
  "Riverside Park": { use: "park", reach: 0.0022 },
  "Lakeshore University": { use: "campus", reach: 0.0018 },
  "Northgate Mall": { use: "commercial", reach: 0.0012 },
  "Lakeshore General Hospital": { use: "hospital", reach: 0.0012 },
};

interface Cell {
  west: number;
  south: number;
  east: number;
  north: number;
  onNamedStreet: boolean;
}

function cellsOf(grid: DistrictGrid): Cell[] {
  const cells: Cell[] = [];
  for (let row = 0; row + 1 < grid.rows.length; row += 1) {
    for (let column = 0; column + 1 < grid.columns.length; column += 1) {
      const south = grid.rows[row];
      const north = grid.rows[row + 1];
      const west = grid.columns[column];
      const east = grid.columns[column + 1];
      if (!south || !north || !west || !east) continue;
      cells.push({
        west: west.at,
        south: south.at,
        east: east.at,
        north: north.at,
        onNamedStreet: [south, north, west, east].some((line) => line.gazetteer !== undefined),
      });
    }
  }
  return cells;
}

/** The diagonal streets of the gazetteer, as lists of points along them. */
function diagonalSamples(): Position[][] {
  return placeDefs
    .filter((place) => place.kind === "street")
    .map((place) => streetLine(place.name, place.district, place.lat, place.lng))
    .filter((line) => {
      const [first, , last] = line;
      return (
        first !== undefined && last !== undefined && first[0] !== last[0] && first[1] !== last[1]
      );
    })
    .map((line) => {
      const [first = [0, 0], , last = [0, 0]] = line;
      return Array.from({ length: 81 }, (_, step): Position => [
        first[0] + ((last[0] - first[0]) * step) / 80,
        first[1] + ((last[1] - first[1]) * step) / 80,
      ]);
    });
}

const contains = (cell: Cell, [lng, lat]: Position, margin = 0) =>
  lng >= cell.west - margin &&
  lng <= cell.east + margin &&
  lat >= cell.south - margin &&
  lat <= cell.north + margin;

/** Every block of the city as a polygon feature (`kind: "block"`, `class`: its land use). */
export function blockFeatures(): CityFeature[] {
  const random = createRandom(0x1a7e5);
  const diagonals = diagonalSamples();
  const landmarks = placeDefs.filter((place) => landmarkUses[place.name] !== undefined);
  const features: CityFeature[] = [];
  let parks = 0;
  for (const grid of districtGrids()) {
    const district = grid.district.name;
    for (const cell of cellsOf(grid)) {
      const landmark = landmarks.find((place) => {
        const use = landmarkUses[place.name];
        return use !== undefined && contains(cell, [place.lng, place.lat], use.reach);
      });
      // A diagonal street leaves the blocks it cuts open, unless a landmark stands there.
      if (!landmark && diagonals.some((line) => line.some((point) => contains(cell, point)))) {
        continue;
      }
      let use = landmark ? (landmarkUses[landmark.name]?.use ?? "residential") : "residential";
      let name = "";
      const roll = random.next();
      if (!landmark) {
        if (district === "Eastfield") use = "industrial";
        else if (roll < 0.04) {
          use = "park";
          name = parkName(parks);
          parks += 1;
        } else if (roll < 0.06) use = "school";
        else if (cell.onNamedStreet && roll < 0.6) use = "commercial";
      }
      features.push({
        type: "Feature",
        geometry: {
          type: "Polygon",
          coordinates: [
            rectangle(cell.west + INSET, cell.south + INSET, cell.east - INSET, cell.north - INSET),
          ],
        },
        properties: { name, kind: "block", class: use, district },
      });
    }
  }
  return features;
}
