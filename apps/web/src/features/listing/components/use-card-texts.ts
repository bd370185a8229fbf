"use client";

import { useMemo } from "react";
import { useTranslations } from "next-intl";

import type { CardTexts } from "~/features/catalogue/components/to-card-props";

/** The cards' texts in the page's language, for cards rendered in the browser (the listing's pages 2+). */
export function useCardTexts(): CardTexts {
  const t = useTranslations();
  return useMemo(
    () => ({
      free: t("domain.free"),
      discountPercent: (percent: number) => t("domain.discount_percent", { percent }),
      discountAmount: (text: string) => t("domain.discount_amount", { text }),
      ratingCount: (count: number) => t("home.ratingCount", { count }),
      rating: (rating: string) => t("home.rating", { rating }),
      originalPrice: t("home.originalPrice"),
      distanceKm: (value: string) => t("domain.distance_km", { value }),
      distanceOver: t("domain.distance_over_1k_km"),
      fromYou: t("home.fromYou"),
      closedNow: t("domain.closed_now"),
      freeDelivery: t("home.freeDelivery"),
      sold: (count: number) => t("home.sold", { count }),
      available: (count: number) => t("home.available", { count }),
      outOfStock: t("home.outOfStock"),
      couponOff: (value: string) => t("home.couponOff", { value }),
      couponMin: (amount: string) => t("home.couponMin", { amount }),
      productsCount: (count: number) => t("home.productsCount", { count }),
    }),
    [t],
  );
}
