// Single source of truth for the delivery charge (contract: zone-module pivot per_km_shipping_charge,
// minimum_shipping_charge, maximum_shipping_charge; zone increased_delivery_fee; config free_delivery_over).

import type { MinorUnits } from "../money/to-minor-units";
import { DomainInputError } from "../errors/domain-input-error";
import { roundMinorUnits, toMinorUnits } from "../money/to-minor-units";

export type DeliveryCharge =
  | { code: "free_delivery"; charge: 0; reason: "take_away" | "store" | "coupon" | "threshold" }
  | { code: "delivery_charge"; charge: MinorUnits };

export interface DeliveryChargeInput {
  orderType: "delivery" | "take_away" | "parcel";
  /** Store → destination, kilometres, measured by the server. */
  distanceKm: number;
  /** Major units, as the zone-module pivot holds them. */
  perKmCharge: number;
  minimumCharge: number;
  maximumCharge: number | null | undefined;
  /** The zone's increased_delivery_fee percent when increased_delivery_fee_status is on, else null. */
  increasedFeePercent: number | null | undefined;
  /** The store offers free delivery. */
  storeFreeDelivery: boolean;
  /** A free-delivery coupon is applied. */
  freeDeliveryCoupon: boolean;
  /** The order's items subtotal and the free_delivery_over threshold, minor units. */
  subtotal: MinorUnits;
  freeDeliveryOver: MinorUnits | null;
}

/**
 * Take-away orders, stores with free delivery, free-delivery coupons and subtotals at or over
 * free_delivery_over pay nothing. Otherwise distance × per-km charge, at least the minimum and at most the
 * maximum (when above 0), raised by the zone's increased delivery fee percent; rounded once.
 * @example deliveryCharge({ orderType: "delivery", distanceKm: 4, perKmCharge: 0.6, minimumCharge: 1.5, … }, 2) // { code: "delivery_charge", charge: 240 }
 */
export function deliveryCharge(input: DeliveryChargeInput, digits: number): DeliveryCharge {
  if (!Number.isFinite(input.distanceKm) || input.distanceKm < 0) {
    throw new DomainInputError(
      "invalid_amount",
      `Distance must be a non-negative number, got ${String(input.distanceKm)}`,
      input.distanceKm,
    );
  }
  if (input.orderType === "take_away")
    return { code: "free_delivery", charge: 0, reason: "take_away" };
  if (input.storeFreeDelivery) return { code: "free_delivery", charge: 0, reason: "store" };
  if (input.freeDeliveryCoupon) return { code: "free_delivery", charge: 0, reason: "coupon" };
  if (
    input.freeDeliveryOver !== null &&
    input.freeDeliveryOver > 0 &&
    input.subtotal >= input.freeDeliveryOver
  ) {
    return { code: "free_delivery", charge: 0, reason: "threshold" };
  }
  let charge = Math.max(
    input.distanceKm * toMinorUnits(input.perKmCharge, digits),
    toMinorUnits(input.minimumCharge, digits),
  );
  const maximum = input.maximumCharge;
  if (maximum !== null && maximum !== undefined && maximum > 0)
    charge = Math.min(charge, toMinorUnits(maximum, digits));
  const increase = input.increasedFeePercent;
  if (increase !== null && increase !== undefined && increase > 0)
    charge += (charge * increase) / 100;
  return { code: "delivery_charge", charge: roundMinorUnits(charge) };
}
