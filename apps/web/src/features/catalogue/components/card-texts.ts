import "server-only";

import { cache } from "react";
import { getTranslations } from "next-intl/server";

import type { CardTexts } from "./card-texts-type";

/** The cards' texts in the request's language (one set per request). */
export const getCardTexts = cache(async (): Promise<CardTexts> => {
  const t = await getTranslations();
  return {
    free: t("domain.free"),
    discountPercent: (percent) => t("domain.discount_percent", { percent }),
    discountAmount: (text) => t("domain.discount_amount", { text }),
    ratingCount: (count) => t("home.ratingCount", { count }),
    rating: (rating) => t("home.rating", { rating }),
    originalPrice: t("home.originalPrice"),
    distanceKm: (value) => t("domain.distance_km", { value }),
    distanceOver: t("domain.distance_over_1k_km"),
    fromYou: t("home.fromYou"),
    closedNow: t("domain.closed_now"),
    freeDelivery: t("home.freeDelivery"),
    sold: (count) => t("home.sold", { count }),
    available: (count) => t("home.available", { count }),
    outOfStock: t("home.outOfStock"),
    couponOff: (value) => t("home.couponOff", { value }),
    couponMin: (amount) => t("home.couponMin", { amount }),
    productsCount: (count) => t("home.productsCount", { count }),
    veg: t("home.cardVeg"),
    nonVeg: t("home.cardNonVeg"),
    organic: t("home.cardOrganic"),
    halal: t("home.cardHalal"),
    recommend: t("home.cardRecommend"),
    notAvailableLater: t("home.cardNotAvailableLater"),
    notAvailable: t("home.cardNotAvailable"),
    hours: (starts, ends) => t("home.cardHours", { starts, ends }),
  };
});
