// Single source of truth for what a coupon takes off (D3, A8): minimum purchase, percent (capped by
// max_discount) or amount, never more than the items total.

import type { Coupon } from "@marketplace/api-client";

import type { MinorUnits } from "../money/to-minor-units";
import { DomainInputError } from "../errors/domain-input-error";
import { roundMinorUnits, toMinorUnits } from "../money/to-minor-units";

export type CouponOutcome =
  | { code: "coupon_min_purchase"; minPurchase: MinorUnits }
  | { code: "coupon_free_delivery"; discount: 0 }
  | { code: "coupon_applied"; discount: MinorUnits };

/**
 * `itemsTotal` is the total item amount after item discounts (the cart subtotal). Below `min_purchase`: 'To apply this coupon, total item amount should be minimum' (with the amount).
 * A free-delivery coupon takes nothing off the items. Otherwise percent of the items total (capped by
 * `max_discount` when above 0) or the amount, never more than the items total.
 * @example couponDiscount({ discount: 10, discount_type: "percent", min_purchase: 20, max_discount: 5 }, 8000, 2) // { code: "coupon_applied", discount: 500 }
 */
export function couponDiscount(
  coupon: Pick<
    Coupon,
    "discount" | "discount_type" | "min_purchase" | "max_discount" | "coupon_type"
  >,
  itemsTotal: MinorUnits,
  digits: number,
): CouponOutcome {
  if (!Number.isSafeInteger(itemsTotal) || itemsTotal < 0) {
    throw new DomainInputError(
      "invalid_amount",
      `Items total must be non-negative minor units, got ${String(itemsTotal)}`,
      itemsTotal,
    );
  }
  const minPurchase = toMinorUnits(coupon.min_purchase ?? 0, digits);
  if (itemsTotal < minPurchase) return { code: "coupon_min_purchase", minPurchase };
  if (coupon.coupon_type === "free_delivery") return { code: "coupon_free_delivery", discount: 0 };
  const cap = toMinorUnits(coupon.max_discount ?? 0, digits);
  let discount: MinorUnits;
  if (coupon.discount_type === "amount") {
    discount = toMinorUnits(coupon.discount, digits);
  } else {
    const percent = Math.min(100, toMinorUnits(coupon.discount, 6) / 1e6);
    discount = roundMinorUnits((itemsTotal * percent) / 100);
    if (cap > 0) discount = Math.min(discount, cap);
  }
  return { code: "coupon_applied", discount: Math.min(discount, itemsTotal) };
}
