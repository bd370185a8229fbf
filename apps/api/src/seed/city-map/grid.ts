/**
 * The street grid of each district: the straight streets of the gazetteer (the named arterials the
 * place search knows) with side streets spaced evenly between them, so both form one grid.
 */
import type { District } from "./districts";
import { placeDefs } from "../city";
import { COLUMN_STEP, districts, ROW_STEP } from "./districts";
import { streetAxes } from "./gazetteer-streets";

/** One grid line: a north–south street at `at` = lng (a column) or an east–west one at `at` = lat (a row). */
export interface GridLine {
  at: number;
  /** The gazetteer street this line is, or undefined for a side street. */
  gazetteer?: string;
}

export interface DistrictGrid {
  district: District;
  columns: GridLine[];
  rows: GridLine[];
}

/** How close (degrees) a side street may pass a landmark; a nearer one is left out so the landmark sits in a block. */
const LANDMARK_CLEARANCE = 0.00045;

/**
 * The lines across one axis of a district: its two edges and the named streets are fixed, and side
 * streets divide each gap between two fixed lines evenly, about `step` apart. A side street that
 * would run within `LANDMARK_CLEARANCE` of a landmark is left out.
 */
function linesOf(
  from: number,
  to: number,
  step: number,
  named: { name: string; at: number }[],
  landmarks: number[],
): GridLine[] {
  const fixed: GridLine[] = [
    { at: from },
    ...named
      .filter((street) => street.at > from && street.at < to)
      .map((street) => ({ at: street.at, gazetteer: street.name })),
    { at: to },
  ].sort((a, b) => a.at - b.at);
  const lines: GridLine[] = [];
  fixed.forEach((line, index) => {
    lines.push(line);
    const next = fixed[index + 1];
    if (!next) return;
    const parts = Math.max(1, Math.round((next.at - line.at) / step));
    for (let part = 1; part < parts; part += 1) {
      const at = line.at + ((next.at - line.at) * part) / parts;
      if (landmarks.every((spot) => Math.abs(spot - at) >= LANDMARK_CLEARANCE)) lines.push({ at });
    }
  });
  return lines;
}

function gridOf(district: District): DistrictGrid {
  const landmarks = placeDefs.filter(
    (place) => place.kind === "landmark" && place.district === district.name,
  );
  const straight = (axis: "ns" | "ew") =>
    placeDefs
      .filter(
        (place) =>
          place.kind === "street" &&
          place.district === district.name &&
          (streetAxes[place.name] ?? "ew") === axis,
      )
      .map((place) => ({ name: place.name, at: axis === "ns" ? place.lng : place.lat }));
  return {
    district,
    columns: linesOf(
      district.west,
      district.east,
      COLUMN_STEP,
      straight("ns"),
      landmarks.map((place) => place.lng),
    ),
    rows: linesOf(
      district.south,
      district.north,
      ROW_STEP,
      straight("ew"),
      landmarks.map((place) => place.lat),
    ),
  };
}

let grids: DistrictGrid[] | undefined;

/** The grid of every district (computed once; the same on every run). */
export function districtGrids(): DistrictGrid[] {
  grids ??= districts.map(gridOf);
  return grids;
}

export function gridOfDistrict(name: string): DistrictGrid | undefined {
  return districtGrids().find((grid) => grid.district.name === name);
}
