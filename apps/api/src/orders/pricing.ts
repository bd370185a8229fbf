import type { CartLine } from "@marketplace/api-client";
import type { CouponOutcome, FirstOrderOffer } from "@marketplace/domain";
import {
  cartTotals,
  couponDiscount,
  deliveryCharge,
  distanceMeters,
  DomainInputError,
  extraPackagingCharge,
  firstOrderDiscount,
  lineAddOnsTotal,
  orderTotals,
  toCartLineView,
  toMinorUnits,
  zoneShippingRule,
} from "@marketplace/domain";

import type { CouponRow, Reference, StoreRow } from "../catalog/reference";
import { ApiError } from "../lib/errors";

/** The server's own price of an order, every amount in minor units. */
export interface OrderPrice {
  /** Lines before discount. */
  itemsTotal: number;
  /** What item and store discounts save (the drawer's saved amount). */
  discount: number;
  /** The drawer's subtotal: lines after discount, add-ons included. */
  subtotal: number;
  coupon: number;
  /** The domain's coupon outcome (null without a coupon). */
  couponOutcome: CouponOutcome | null;
  /** The new customer's first-order discount (`firstOrderDiscount`), taken off before tax. */
  firstOrder: number;
  tax: number;
  delivery: number;
  tips: number;
  /** The store's extra packaging when chosen (`extraPackagingCharge`). */
  extraPackaging: number;
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
  /** The customer opted in to extra packaging (`extra_packaging_amount` > 0); the store's amount is charged. */
  extraPackaging: boolean;
  /** The signed-in customer's first-order offer, read under their row lock (null: a guest or none). */
  firstOrderOffer?: FirstOrderOffer | null;
  digits: number;
}

/** The domain's straight-line distance in km; a point that is not a coordinate is the client's error. */
export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  try {
    return (
      distanceMeters(
        { lat: from.latitude, lng: from.longitude },
        { lat: to.latitude, lng: to.longitude },
      ) / 1000
    );
  } catch (error) {
    if (error instanceof DomainInputError)
      throw ApiError.of(403, "coordinates", "Service not available in this area.");
    throw error;
  }
}

/** A zone-module row's or a store's shipping values, as the domain's `zoneShippingRule` takes them. */
function shippingValues(row: {
  perKmShippingCharge: number;
  minimumShippingCharge: number;
  maximumShippingCharge: number | null;
}) {
  return {
    perKmCharge: row.perKmShippingCharge,
    minimumCharge: row.minimumShippingCharge,
    maximumCharge: row.maximumShippingCharge,
  };
}

/** The domain coupon rule, fed from the server's coupon row. */
function couponOutcome(coupon: CouponRow | null, subtotal: number, digits: number) {
  if (!coupon) return null;
  return couponDiscount(
    {
      discount: coupon.discount,
      discount_type: coupon.discountType === "amount" ? "amount" : "percent",
      min_purchase: coupon.minPurchase,
      max_discount: coupon.maxDiscount,
      coupon_type: coupon.couponType,
    },
    subtotal,
    digits,
  );
}

/**
 * Prices an order from the server's own cart lines with `@marketplace/domain` only: the drawer's line
 * views and `cartTotals`, `couponDiscount`, `firstOrderDiscount`, `deliveryCharge` (`zoneShippingRule`: the zone-module values, else the store's) and
 * `orderTotals` (with `extraPackagingCharge`). This file only adapts the server's rows to the domain's inputs.
 */
export function priceOrder(input: PriceInput): OrderPrice {
  const { digits, ref, store } = input;
  const views = input.lines.map((line) => ({ line, view: toCartLineView(line, digits) }));
  const totals = cartTotals(views.map((entry) => entry.view));
  const outcome = couponOutcome(input.coupon, totals.subtotal, digits);
  const coupon = outcome?.code === "coupon_applied" ? outcome.discount : 0;
  const km = distanceKm(store, input);
  const rule = ref.moduleZones.find(
    (row) => row.moduleId === input.moduleId && row.zoneId === input.zoneId,
  );
  const zone = ref.zones.find((row) => row.id === input.zoneId);
  const freeOver = Number(ref.settings.free_delivery_over ?? 0);
  const delivery = deliveryCharge(
    {
      orderType: input.orderType,
      distanceKm: km,
      ...zoneShippingRule(rule && shippingValues(rule), shippingValues(store)),
      increasedFeePercent:
        zone?.increasedDeliveryFeeStatus === 1 ? zone.increasedDeliveryFee : null,
      storeFreeDelivery: store.freeDelivery,
      freeDeliveryCoupon: outcome?.code === "coupon_free_delivery",
      subtotal: totals.subtotal,
      freeDeliveryOver:
        Number.isFinite(freeOver) && freeOver > 0 ? toMinorUnits(freeOver, digits) : null,
    },
    digits,
  );
  const order = orderTotals({
    subtotal: totals.subtotal,
    coupon,
    firstOrder: firstOrderDiscount(input.firstOrderOffer ?? null, totals.subtotal, digits),
    taxPercent: store.tax,
    delivery: delivery.charge,
    tips: input.orderType === "take_away" ? 0 : toMinorUnits(input.tips, digits),
    extraPackaging: extraPackagingCharge(
      { offered: store.extraPackagingStatus, amount: store.extraPackagingAmount },
      input.extraPackaging,
      digits,
    ),
  });
  return {
    itemsTotal: totals.itemsTotal,
    discount: totals.savedAmount,
    subtotal: order.subtotal,
    coupon: order.coupon,
    couponOutcome: outcome,
    firstOrder: order.firstOrder,
    tax: order.tax,
    delivery: order.delivery,
    tips: order.tips,
    extraPackaging: order.extraPackaging,
    total: order.total,
    // eslint-disable-next-line marketplace/no-ad-hoc-money -- a distance in km kept to the metre, not an amount
    distanceKm: Math.round(km * 1000) / 1000,
    lines: views.map(({ line, view }) => ({
      line,
      unitPrice: view.unitPrice,
      total: view.totalPrice,
      discount: view.discountAmount,
      addOns: lineAddOnsTotal(view.selectedAddons),
    })),
  };
}
