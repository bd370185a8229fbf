// The parcel delivery charge, shown before placing and charged by the server (contract: parcel category
// parcel_per_km_shipping_charge and parcel_minimum_shipping_charge, else the config's parcel_* values).

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
}

export interface ParcelCharge {
  /** Sender → receiver, straight line, kilometres. */
  distanceKm: number;
  delivery: MinorUnits;
  tips: MinorUnits;
  /** What the order costs: delivery plus tips. */
  total: MinorUnits;
}

function rate(own: number | null | undefined, fallback: number | null | undefined): number {
  return own ?? fallback ?? 0;
}

/**
 * The straight-line distance between sender and receiver × the category's per-km charge (else the
 * business's), at least its minimum, plus tips; rounded once in minor units.
 * @example parcelCharge({ sender, receiver, category: { perKmCharge: 2, minimumCharge: 5 }, fallback, tips: 0 }, 2).total // 800 at 4 km
 */
export function parcelCharge(input: ParcelChargeInput, digits: number): ParcelCharge {
  const distanceKm = distanceMeters(input.sender, input.receiver) / 1000;
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
  const tips = toMinorUnits(input.tips, digits);
  return { distanceKm, delivery, tips, total: delivery + tips };
}
