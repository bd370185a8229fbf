// Single source of truth for the checkout's totals panel: the cart lines, coupon, delivery charge, tax and
// tips composed exactly as the server prices a placed order (apps/api orders/pricing.ts).

import type { CartLine, Coupon } from "@marketplace/api-client";

import type { FirstOrderOffer } from "../auth/first-order-offer";
import type { MinorUnits } from "../money/to-minor-units";
import type { DeliveryCharge } from "../orders/delivery-charge";
import type { CouponOutcome } from "../pricing/coupon-discount";
import { distanceMeters } from "../location/distance";
import { toMinorUnits } from "../money/to-minor-units";
import { deliveryCharge } from "../orders/delivery-charge";
import { firstOrderDiscount } from "../orders/first-order-discount";
import { orderTotals } from "../orders/order-totals";
import { couponDiscount } from "../pricing/coupon-discount";
import { cartLineViewsTotals } from "./cart-line-views-totals";

/** Per-km charge, minimum and maximum in major units (the zone-module pivot, else the store's own). */
export interface ShippingRule {
  perKmCharge: number;
  minimumCharge: number;
  maximumCharge: number | null;
}

export interface CheckoutTotalsInput {
  lines: readonly CartLine[];
  digits: number;
  coupon: Pick<
    Coupon,
    "discount" | "discount_type" | "min_purchase" | "max_discount" | "coupon_type"
  > | null;
  orderType: "delivery" | "take_away";
  store: { lat: number; lng: number; taxPercent: number; freeDelivery: boolean };
  destination: { lat: number; lng: number };
  rule: ShippingRule;
  /** The zone's increased delivery fee percent when its status is on, else null. */
  increasedFeePercent: number | null;
  /** The config's free_delivery_over in minor units, or null. */
  freeDeliveryOver: MinorUnits | null;
  /** Delivery-man tips in major units (nothing for take-away). */
  tips: number;
  /** Extra packaging chosen, minor units (`extraPackagingCharge`); none when left out. */
  extraPackaging?: MinorUnits;
  /** The signed-in customer's first-order offer (`firstOrderOffer`, as `customer/info` reports it); none when left out. */
  firstOrderOffer?: FirstOrderOffer | null;
}

export interface CheckoutTotals {
  itemsTotal: MinorUnits;
  discount: MinorUnits;
  subtotal: MinorUnits;
  coupon: MinorUnits;
  couponOutcome: CouponOutcome | null;
  /** The first-order discount (`firstOrderDiscount`), taken off before tax. */
  firstOrder: MinorUnits;
  tax: MinorUnits;
  delivery: DeliveryCharge;
  tips: MinorUnits;
  extraPackaging: MinorUnits;
  total: MinorUnits;
  distanceKm: number;
}

/**
 * The checkout's totals: items (options and add-ons), item and store discounts, coupon (below its minimum
 * purchase it gives nothing and the server refuses), the first-order discount, tax on the rest, the delivery charge over the
 * store → destination distance (with its free-delivery reason), tips and the extra packaging chosen.
 * @example checkoutTotals({ lines, digits: 2, coupon: null, orderType: "take_away", … }).total
 */
export function checkoutTotals(input: CheckoutTotalsInput): CheckoutTotals {
  const { digits } = input;
  const totals = cartLineViewsTotals(input.lines, digits);
  const outcome = input.coupon ? couponDiscount(input.coupon, totals.subtotal, digits) : null;
  const coupon = outcome?.code === "coupon_applied" ? outcome.discount : 0;
  const distanceKm = distanceMeters(input.store, input.destination) / 1000;
  const delivery = deliveryCharge(
    {
      orderType: input.orderType,
      distanceKm,
      perKmCharge: input.rule.perKmCharge,
      minimumCharge: input.rule.minimumCharge,
      maximumCharge: input.rule.maximumCharge,
      increasedFeePercent: input.increasedFeePercent,
      storeFreeDelivery: input.store.freeDelivery,
      freeDeliveryCoupon: outcome?.code === "coupon_free_delivery",
      subtotal: totals.subtotal,
      freeDeliveryOver: input.freeDeliveryOver,
    },
    digits,
  );
  const order = orderTotals({
    subtotal: totals.subtotal,
    coupon,
    firstOrder: firstOrderDiscount(input.firstOrderOffer ?? null, totals.subtotal, digits),
    taxPercent: input.store.taxPercent,
    delivery: delivery.charge,
    tips: input.orderType === "take_away" ? 0 : toMinorUnits(input.tips, digits),
    extraPackaging: input.extraPackaging ?? 0,
  });
  return {
    itemsTotal: totals.itemsTotal,
    discount: totals.savedAmount,
    subtotal: order.subtotal,
    coupon: order.coupon,
    couponOutcome: outcome,
    firstOrder: order.firstOrder,
    tax: order.tax,
    delivery,
    tips: order.tips,
    extraPackaging: order.extraPackaging,
    total: order.total,
    distanceKm,
  };
}
