import "server-only";

import { cache } from "react";
import { getTranslations } from "next-intl/server";

import type { ItemCardProps } from "@marketplace/ui";

/** The item cards' action labels (Quick View, Add to Cart, stepper, wishlist) in the request's language. */
export const getCardActionLabels = cache(
  async (): Promise<NonNullable<ItemCardProps["labels"]>> => {
    const t = await getTranslations();
    return {
      quickView: t("item.quickView"),
      addToCart: t("item.addToCart"),
      addToWishlist: t("item.addToWishlist"),
      removeFromWishlist: t("item.removeFromWishlist"),
      quantity: t("item.quantity"),
      increase: t("item.increase"),
      decrease: t("item.decrease"),
      remove: t("item.remove"),
      originalPrice: t("home.originalPrice"),
      free: t("domain.free"),
    };
  },
);
