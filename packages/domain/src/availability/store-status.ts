// Single source of truth for store card states (D2): CLOSED NOW overlay, 'From You' distance badge,
// 'Free Delivery' marker and the '{discount}% off' badge of the top-offer card.

import type { Store } from "@marketplace/api-client";

import type { CurrencyFormat } from "../money/format-money";
import type { DiscountBadge } from "../pricing/discount-badge";
import { formatMoney } from "../money/format-money";
import { toMinorUnits } from "../money/to-minor-units";

/**
 * A store is closed (CLOSED NOW overlay) when it is not open, not active, or its current opening time
 * reads "closed".
 * @example isStoreClosed({ open: false }) // true
 */
export function isStoreClosed(
  store: Pick<Store, "open" | "active" | "current_opening_time">,
): boolean {
  return store.open === false || store.active === false || store.current_opening_time === "closed";
}

/**
 * The distance badge ('From You') is hidden in food.
 * @example showsDistanceBadge("food") // false
 */
export function showsDistanceBadge(moduleType: string | null | undefined): boolean {
  return moduleType !== "food";
}

/**
 * The top-offer card's discount badge: '{discount}% off' for a percent discount, the formatted amount
 * otherwise; none without a running discount above 0.
 * @example storeDiscountBadge({ discount: { discount: 15, discount_type: "percent" } }, usd) // { code: "discount_percent", percent: 15 }
 */
export function storeDiscountBadge(
  store: Pick<Store, "discount">,
  currency: CurrencyFormat,
): DiscountBadge | null {
  const discount = store.discount;
  if (discount === null || discount === undefined || !(discount.discount > 0)) return null;
  if (discount.discount_type === "amount") {
    const amount = toMinorUnits(discount.discount, currency.digits);
    return { code: "discount_amount", amount, text: formatMoney(amount, currency) };
  }
  return { code: "discount_percent", percent: Math.min(100, discount.discount) };
}

/**
 * The 'Free Delivery' marker shows for stores with free_delivery on.
 * @example showsFreeDelivery({ free_delivery: true }) // true
 */
export function showsFreeDelivery(store: Pick<Store, "free_delivery">): boolean {
  return store.free_delivery === true;
}
