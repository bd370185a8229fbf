import { getTranslations } from "next-intl/server";

import type { StoreCoupon } from "@marketplace/api-client";
import type { CurrencyFormat } from "@marketplace/domain";
import { CouponCard } from "@marketplace/ui";

import { getCardTexts } from "~/features/catalogue/components/card-texts";
import { toCouponCardProps } from "~/features/catalogue/components/to-coupon-card-props";

/** The store's active coupons, each with its code and a copy button. */
export async function StoreCoupons({
  coupons,
  currency,
}: {
  coupons: readonly StoreCoupon[];
  currency: CurrencyFormat;
}) {
  if (coupons.length === 0) return null;
  const [t, texts] = await Promise.all([getTranslations(), getCardTexts()]);
  return (
    <section aria-labelledby="store-coupons-title" className="flex flex-col gap-3">
      <h2 id="store-coupons-title" className="text-xl font-bold tracking-tight">
        {t("home.coupons")}
      </h2>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2">
        {coupons.map((coupon) => (
          <li key={coupon.code} className="w-72 shrink-0 snap-start">
            <CouponCard
              {...toCouponCardProps(coupon, { currency, texts })}
              copyLabel={t("common.copy")}
              copiedLabel={t("common.copied")}
              className="h-full"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
