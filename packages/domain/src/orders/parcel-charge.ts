// The parcel delivery charge, shown before placing and charged by the server (contract: parcel category
// parcel_per_km_shipping_charge and parcel_minimum_shipping_charge, else the config's parcel_* values), plus
// the chosen delivery vehicle's extra charge for that distance (`get-vehicles` coverage and extra_charges).

import type { LatLng } from "../location/distance";
import type { MinorUnits } from "../money/to-minor-units";
import { distanceMeters } from "../location/distance";
import { toMinorUnits } from "../money/to-minor-units";
import { deliveryCharge } from "./delivery-charge";

/** A per-km rule in major units; null or undefined falls back to the business's value. */
export interface ParcelRates {
  perKmCharge: number | null | undefined;
  minimumCharge: number | null | undefined;
}

export interface ParcelChargeInput {
  sender: LatLng;
  receiver: LatLng;
  /** The parcel category's own rates. */
  category: ParcelRates;
  /** The business's parcel rates (config `parcel_per_km_shipping_charge`, `parcel_minimum_shipping_charge`). */
  fallback: ParcelRates;
  /** Delivery-man tips, major units. */
  tips: number;
  /** The delivery vehicle the sender chose, if any (it must cover the distance: `vehicleCoversDistance`). */
  vehicle?: ParcelVehicle | null;
}

/** A delivery vehicle's coverage (km) and its extra charge (major units) from `get-vehicles`. */
export interface ParcelVehicle {
  startingCoverageArea: number;
  maximumCoverageArea: number;
  extraCharges: number;
}

export interface ParcelCharge {
  /** Sender → receiver, straight line, kilometres. */
  distanceKm: number;
  /** The category's per-km charge (at least its minimum). */
  delivery: MinorUnits;
  /** The chosen vehicle's extra charge (0 without a vehicle). */
  vehicleExtra: MinorUnits;
  tips: MinorUnits;
  /** What the order costs: delivery, the vehicle's extra charge and tips. */
  total: MinorUnits;
}

function rate(own: number | null | undefined, fallback: number | null | undefined): number {
  return own ?? fallback ?? 0;
}

/** The straight-line sender → receiver distance in kilometres (what parcels are priced and vehicles chosen by). */
export function parcelDistanceKm(sender: LatLng, receiver: LatLng): number {
  return distanceMeters(sender, receiver) / 1000;
}

/** Whether a vehicle serves that distance: its starting coverage ≤ km ≤ its maximum coverage. */
export function vehicleCoversDistance(vehicle: ParcelVehicle, distanceKm: number): boolean {
  return vehicle.startingCoverageArea <= distanceKm && distanceKm <= vehicle.maximumCoverageArea;
}

/**
 * The straight-line distance between sender and receiver × the category's per-km charge (else the
 * business's), at least its minimum, plus the chosen vehicle's extra charge and tips; each rounded once
 * in minor units.
 * @example parcelCharge({ sender, receiver, category: { perKmCharge: 2, minimumCharge: 5 }, fallback, tips: 0 }, 2).total // 800 at 4 km
 */
export function parcelCharge(input: ParcelChargeInput, digits: number): ParcelCharge {
  const distanceKm = parcelDistanceKm(input.sender, input.receiver);
  const delivery = deliveryCharge(
    {
      orderType: "parcel",
      distanceKm,
      perKmCharge: rate(input.category.perKmCharge, input.fallback.perKmCharge),
      minimumCharge: rate(input.category.minimumCharge, input.fallback.minimumCharge),
      maximumCharge: null,
      increasedFeePercent: null,
      storeFreeDelivery: false,
      freeDeliveryCoupon: false,
      subtotal: 0,
      freeDeliveryOver: null,
    },
    digits,
  ).charge;
  const vehicleExtra = input.vehicle ? toMinorUnits(input.vehicle.extraCharges, digits) : 0;
  const tips = toMinorUnits(input.tips, digits);
  return { distanceKm, delivery, vehicleExtra, tips, total: delivery + vehicleExtra + tips };
}
