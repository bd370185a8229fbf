import type { CartLine } from "@marketplace/api-client";
import { cartTotals, toCartLineView, toMinorUnits } from "@marketplace/domain";

import type { CouponRow, Reference, StoreRow } from "../catalog/reference";
import { distanceMeters } from "../catalog/store-hours";

/** The server's own price of an order, every amount in minor units. */
export interface OrderPrice {
  /** Lines before discount. */
  itemsTotal: number;
  /** What item and store discounts save (the drawer's saved amount). */
  discount: number;
  /** The drawer's subtotal: lines after discount, add-ons included. */
  subtotal: number;
  coupon: number;
  tax: number;
  delivery: number;
  tips: number;
  total: number;
  /** Store → destination, kilometres (computed here; the client's `distance` is ignored). */
  distanceKm: number;
  lines: { line: CartLine; unitPrice: number; total: number; discount: number; addOns: number }[];
}

export interface PriceInput {
  ref: Reference;
  store: StoreRow;
  moduleId: number;
  zoneId: number | null;
  lines: readonly CartLine[];
  orderType: "delivery" | "take_away" | "parcel";
  latitude: number;
  longitude: number;
  tips: number;
  coupon: CouponRow | null;
  digits: number;
}

/** The delivery fee: per km × distance, between the zone's minimum and maximum; raised in bad weather. */
export function deliveryFee(input: {
  ref: Reference;
  store: StoreRow;
  moduleId: number;
  zoneId: number | null;
  distanceKm: number;
  subtotal: number;
  digits: number;
}): number {
  const { ref, store, digits } = input;
  if (store.freeDelivery) return 0;
  const freeOver = Number(ref.settings.free_delivery_over ?? 0);
  if (freeOver > 0 && input.subtotal >= toMinorUnits(freeOver, digits)) return 0;
  const rule = ref.moduleZones.find(
    (row) => row.moduleId === input.moduleId && row.zoneId === input.zoneId,
  );
  const perKm = rule?.perKmShippingCharge ?? store.perKmShippingCharge;
  const minimum = rule?.minimumShippingCharge ?? store.minimumShippingCharge;
  const maximum = rule?.maximumShippingCharge ?? store.maximumShippingCharge;
  let fee = Math.max(input.distanceKm * perKm, minimum);
  if (maximum !== null && maximum > 0) fee = Math.min(fee, maximum);
  const zone = ref.zones.find((row) => row.id === input.zoneId);
  if (zone?.increasedDeliveryFeeStatus === 1) fee += (fee * zone.increasedDeliveryFee) / 100;
  return Math.round(fee * 10 ** digits);
}

/** The coupon's saving on the subtotal (0 when below the minimum purchase); free-delivery coupons save the fee. */
export function couponDiscount(coupon: CouponRow | null, subtotal: number, digits: number): number {
  if (!coupon || coupon.couponType === "free_delivery") return 0;
  if (subtotal < toMinorUnits(coupon.minPurchase, digits)) return 0;
  let saving =
    coupon.discountType === "percent"
      ? Math.round((subtotal * coupon.discount) / 100)
      : toMinorUnits(coupon.discount, digits);
  if (coupon.discountType === "percent" && coupon.maxDiscount > 0)
    saving = Math.min(saving, toMinorUnits(coupon.maxDiscount, digits));
  return Math.min(saving, subtotal);
}

/**
 * Prices an order from the server's own cart lines with `@marketplace/domain` (the same line views and
 * totals the storefront's drawer shows), then coupon, tax (the store's percent), delivery fee and tips.
 */
export function priceOrder(input: PriceInput): OrderPrice {
  const { digits } = input;
  const views = input.lines.map((line) => ({ line, view: toCartLineView(line, digits) }));
  const totals = cartTotals(views.map((entry) => entry.view));
  const coupon = couponDiscount(input.coupon, totals.subtotal, digits);
  const taxable = totals.subtotal - coupon;
  const tax = Math.round((taxable * input.store.tax) / 100);
  const distanceKm =
    distanceMeters(input.store.latitude, input.store.longitude, input.latitude, input.longitude) /
    1000;
  const freeByCoupon = input.coupon?.couponType === "free_delivery";
  const delivery =
    input.orderType === "take_away" || freeByCoupon
      ? 0
      : deliveryFee({ ...input, distanceKm, subtotal: totals.subtotal });
  const tips = input.orderType === "take_away" ? 0 : toMinorUnits(input.tips, digits);
  return {
    itemsTotal: totals.itemsTotal,
    discount: totals.savedAmount,
    subtotal: totals.subtotal,
    coupon,
    tax,
    delivery,
    tips,
    total: taxable + tax + delivery + tips,
    distanceKm: Math.round(distanceKm * 1000) / 1000,
    lines: views.map(({ line, view }) => {
      const addOns = view.selectedAddons.reduce(
        (sum, addOn) => sum + addOn.price * addOn.quantity,
        0,
      );
      return {
        line,
        unitPrice: view.unitPrice,
        total: view.totalPrice,
        discount: view.discountAmount,
        addOns,
      };
    }),
  };
}
