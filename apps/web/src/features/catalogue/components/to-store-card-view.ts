import type { Advertisement, Store } from "@marketplace/api-client";
import type { CurrencyFormat, ModuleType } from "@marketplace/domain";
import type { StoreCardView } from "@marketplace/ui";
import {
  formatDistance,
  isStoreClosed,
  showsDistanceBadge,
  showsFreeDelivery,
  storeDiscountBadge,
  storeHref,
} from "@marketplace/domain";

import type { CardTexts } from "./card-texts-type";
import { assetUrl } from "~/lib/asset-url";
import { badgeText, ratingView } from "./card-view-parts";
import { PLACEHOLDER_IMAGE } from "./placeholder-image";

export function toStoreCardView(
  store: Store,
  options: { moduleType: ModuleType; currency: CurrencyFormat; texts: CardTexts },
): StoreCardView {
  const { currency, texts } = options;
  const distance =
    showsDistanceBadge(options.moduleType) && typeof store.distance === "number"
      ? formatDistance(store.distance, currency.digits)
      : null;
  const distanceText =
    distance === null
      ? undefined
      : `${distance.code === "distance_km" ? texts.distanceKm(distance.value) : texts.distanceOver} ${texts.fromYou}`;
  const discountText = badgeText(storeDiscountBadge(store, currency), texts);
  const rating = ratingView(Number(store.avg_rating ?? 0), Number(store.rating_count ?? 0), texts);
  const logo = assetUrl(store.logo_full_url);
  return {
    name: store.name,
    href: storeHref(store, options.moduleType),
    coverUrl: assetUrl(store.cover_photo_full_url) ?? PLACEHOLDER_IMAGE,
    ...(logo ? { logoUrl: logo } : {}),
    ...(store.address ? { address: store.address } : {}),
    ...(rating ? { rating } : {}),
    ...(distanceText === undefined ? {} : { distanceText }),
    ...(isStoreClosed(store) ? { closedText: texts.closedNow } : {}),
    ...(typeof store.delivery_time === "string" && store.delivery_time !== ""
      ? { deliveryTimeText: store.delivery_time }
      : {}),
    ...(showsFreeDelivery(store) ? { freeDeliveryText: texts.freeDelivery } : {}),
    ...(discountText === undefined ? {} : { discountText }),
  };
}

/** An advertisement (grocery 'Advertisement', food 'Highlights') as a card linking to its store. */
export function toAdvertisementCardView(
  ad: Advertisement,
  options: { moduleType: ModuleType; moduleId: number; texts: CardTexts },
): StoreCardView | null {
  const store = ad.store;
  if (!store) return null;
  const cover = assetUrl(ad.cover_image_full_url);
  const logo = assetUrl(ad.profile_image_full_url);
  const average = Number(ad.average_rating ?? 0);
  const rating =
    ad.is_rating_active === false
      ? undefined
      : ratingView(average, Number(ad.reviews_comments_count ?? 0), options.texts);
  return {
    name: ad.title ?? store.name ?? "",
    href: storeHref(
      { ...store, module_id: store.module_id ?? options.moduleId },
      options.moduleType,
    ),
    coverUrl: cover ?? PLACEHOLDER_IMAGE,
    ...(logo ? { logoUrl: logo } : {}),
    ...(ad.description ? { address: ad.description } : {}),
    ...(rating ? { rating } : {}),
  };
}
