// Single source of truth for the discount badge (D5): percent for a store discount, else the item's percent or formatted amount.

import type { CurrencyFormat } from "../money/format-money";
import type { MinorUnits } from "../money/to-minor-units";
import type { DiscountedItem } from "./effective-discount";
import { formatMoney } from "../money/format-money";
import { effectiveDiscount } from "./effective-discount";

export type DiscountBadge =
  | { code: "discount_percent"; percent: number }
  | { code: "discount_amount"; amount: MinorUnits; text: string };

/**
 * Discount badge: percent when store_discount is above 0; otherwise the item's discount as percent or
 * formatted amount when above 0; none otherwise.
 * @example discountBadge({ discount: 5, discount_type: "amount" }, usd) // { code: "discount_amount", amount: 500, text: "$5.00" }
 */
export function discountBadge(
  item: DiscountedItem,
  currency: CurrencyFormat,
): DiscountBadge | null {
  const discount = effectiveDiscount(item, currency.digits);
  if (discount === null) return null;
  if (discount.type === "percent") return { code: "discount_percent", percent: discount.percent };
  return {
    code: "discount_amount",
    amount: discount.amount,
    text: formatMoney(discount.amount, currency),
  };
}
