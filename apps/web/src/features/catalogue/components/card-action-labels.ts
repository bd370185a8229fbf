import "server-only";

import { cache } from "react";
import { getTranslations } from "next-intl/server";

import type { CardActionTexts } from "./card-actions";

/** The item cards' action texts (Quick View, Add to Cart, stepper) in the request's language. */
export const getCardActionTexts = cache(async (): Promise<CardActionTexts> => {
  const t = await getTranslations("item");
  return {
    quickView: t("quickView"),
    addToCart: t("addToCart"),
    quantity: t("quantity"),
    increase: t("increase"),
    decrease: t("decrease"),
    remove: t("remove"),
    wishlist: {
      add: t("addToWishlist"),
      remove: t("removeFromWishlist"),
      notLoggedIn: t("notLoggedIn"),
    },
  };
});
