// Single source of truth for the straight-line distance between two points (the server's own store →
// destination distance; the client's `distance` is never trusted).

import { DomainInputError } from "../errors/domain-input-error";

/** Mean Earth radius in metres. */
export const EARTH_RADIUS_M = 6_371_000;

export interface LatLng {
  lat: number;
  lng: number;
}

function assertPoint(point: LatLng): void {
  if (
    !Number.isFinite(point.lat) ||
    !Number.isFinite(point.lng) ||
    Math.abs(point.lat) > 90 ||
    Math.abs(point.lng) > 180
  ) {
    throw new DomainInputError(
      "invalid_amount",
      `Not a coordinate: ${JSON.stringify(point)}`,
      point,
    );
  }
}

/**
 * Great-circle (haversine) distance in metres.
 * @example distanceMeters({ lat: 23.8103, lng: 90.4125 }, { lat: 23.7806, lng: 90.2794 }) // about 13 900
 */
export function distanceMeters(from: LatLng, to: LatLng): number {
  assertPoint(from);
  assertPoint(to);
  const rad = Math.PI / 180;
  const dLat = (to.lat - from.lat) * rad;
  const dLng = (to.lng - from.lng) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(from.lat * rad) * Math.cos(to.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}
