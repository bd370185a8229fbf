import type { Coupon } from "@marketplace/api-client";
import type { CurrencyFormat } from "@marketplace/domain";
import type { CouponCardProps } from "@marketplace/ui";
import { formatMoney, toMinorUnits } from "@marketplace/domain";

import type { CardTexts } from "./card-texts-type";

/** A coupon: '{value} off' as its title, its name and minimum purchase under it. */
export function toCouponCardProps(
  coupon: Coupon,
  options: { currency: CurrencyFormat; texts: CardTexts },
): Omit<CouponCardProps, "copy"> {
  const { currency, texts } = options;
  const discount =
    coupon.discount_type === "amount"
      ? formatMoney(toMinorUnits(Number(coupon.discount ?? 0), currency.digits), currency)
      : `${String(Number(coupon.discount ?? 0))}%`;
  const min = Number(coupon.min_purchase ?? 0);
  return {
    code: coupon.code,
    title: texts.couponOff(discount),
    ...(coupon.title ? { description: coupon.title } : {}),
    ...(min > 0
      ? { validityText: texts.couponMin(formatMoney(toMinorUnits(min, currency.digits), currency)) }
      : {}),
  };
}
