import { getTranslations } from "next-intl/server";

import type { CurrencyFormat, ModuleType } from "@marketplace/domain";
import {
  acceptsPrescriptionOrder,
  formatDistance,
  formatMoney,
  formatRating,
  showsDistanceBadge,
  showsFreeDelivery,
  storeDiscountBadge,
  storeOpening,
  toMinorUnits,
} from "@marketplace/domain";
import { Badge, Rating, SpriteIcon } from "@marketplace/ui";

import type { FoundStore } from "../store-data";
import { PLACEHOLDER_IMAGE } from "~/features/catalogue/components/placeholder-image";
import { ChatButton } from "~/features/chat/components/chat-button";
import { WishlistHeart } from "~/features/wishlist/components/wishlist-heart";
import { loadSiteData } from "~/lib/api/site-data";
import { assetUrl } from "~/lib/asset-url";
import { Glyph } from "~/lib/icons/glyph";
import { controlClasses } from "~/lib/ui/control-classes";

/** The top of a store page: cover, logo, name, address, rating, delivery facts, open state, announcement. */
export async function StoreHero({
  store,
  moduleType,
  currency,
}: {
  store: FoundStore;
  moduleType: ModuleType;
  currency: CurrencyFormat;
}) {
  const [t, { config, visitor }] = await Promise.all([getTranslations(), loadSiteData()]);
  const cover = assetUrl(store.cover_photo_full_url) ?? PLACEHOLDER_IMAGE;
  const logo = assetUrl(store.logo_full_url) ?? PLACEHOLDER_IMAGE;
  const average = Number(store.avg_rating ?? 0);
  const count = Number(store.rating_count ?? 0);
  const ratingText = formatRating(average, 1).text;
  const opening = storeOpening(store);
  const distance =
    showsDistanceBadge(moduleType) && typeof store.distance === "number"
      ? formatDistance(store.distance, currency.digits)
      : null;
  const minimum = Number(store.minimum_order ?? 0);
  const discount = storeDiscountBadge(store, currency);
  const deliveryTime = typeof store.delivery_time === "string" ? store.delivery_time : "";
  return (
    <section aria-labelledby="store-name" className="flex flex-col gap-4">
      <div className="bg-muted relative overflow-hidden rounded-xl">
        {/* eslint-disable-next-line @next/next/no-img-element -- same-origin storage picture, sized by CSS */}
        <img
          src={cover}
          alt=""
          fetchPriority="high"
          className="aspect-[3/1] w-full object-cover md:aspect-[5/1]"
        />
      </div>
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        {/* eslint-disable-next-line @next/next/no-img-element -- same-origin storage picture */}
        <img
          src={logo}
          alt=""
          width={96}
          height={96}
          className="border-background bg-card relative z-10 ms-4 -mt-12 size-20 shrink-0 rounded-xl border-4 object-cover md:-mt-16 md:size-24"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex items-start justify-between gap-3">
            <h1
              id="store-name"
              className="text-2xl font-bold tracking-tight break-words md:text-3xl"
            >
              {store.name}
            </h1>
            <WishlistHeart
              target={{ store_id: store.id }}
              texts={{
                add: t("item.addToWishlist"),
                remove: t("item.removeFromWishlist"),
                notLoggedIn: t("item.notLoggedIn"),
              }}
            />
          </div>
          {store.address ? (
            <p className="text-muted-foreground flex items-start gap-1 text-sm">
              <SpriteIcon name="map-pin" className="mt-0.5 size-4 shrink-0" />
              <span className="break-words">{store.address}</span>
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <Rating
              value={average}
              valueText={ratingText}
              countText={t("store.reviewCount", { count })}
              label={t("home.rating", { rating: ratingText })}
              size="sm"
            />
            {deliveryTime !== "" ? (
              <span className="flex items-center gap-1">
                <SpriteIcon name="clock" className="size-4" />
                <span className="sr-only">{t("store.deliveryTime")}</span>
                <bdi>{deliveryTime}</bdi>
              </span>
            ) : null}
            {distance ? (
              <span data-testid="store-distance">
                {distance.code === "distance_km"
                  ? t("domain.distance_km", { value: distance.value })
                  : t("domain.distance_over_1k_km")}{" "}
                {t("home.fromYou")}
              </span>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Badge
              data-testid="store-open-state"
              variant={opening.code === "store_open" ? "success" : "muted"}
            >
              {opening.code === "store_open"
                ? t("store.openNow")
                : opening.code === "store_opens_at"
                  ? t("store.opensAt", { time: opening.time })
                  : t("domain.closed_now")}
            </Badge>
            {minimum > 0 ? (
              <span className="flex items-center gap-1">
                <Glyph name="shopping-bag" className="size-4" />
                {t("store.minimumOrder", {
                  amount: formatMoney(toMinorUnits(minimum, currency.digits), currency),
                })}
              </span>
            ) : null}
            {showsFreeDelivery(store) ? (
              <span className="flex items-center gap-1">
                <Glyph name="truck" className="size-4" />
                {t("home.freeDelivery")}
              </span>
            ) : null}
            {discount ? (
              <Badge variant="discount">
                {discount.code === "discount_percent"
                  ? t("domain.discount_percent", { percent: discount.percent })
                  : t("domain.discount_amount", { text: discount.text })}
              </Badge>
            ) : null}
          </div>
          {acceptsPrescriptionOrder({
            moduleType,
            storeFlag: store.prescription_order,
            configFlag: config?.prescription_order_status,
          }) ? (
            <a
              href={`/prescription-order?store_id=${String(store.id)}`}
              className="bg-primary text-primary-foreground self-start rounded-md px-4 py-2 text-sm font-medium"
              data-testid="prescription-order-link"
            >
              {t("prescription.entry")}
            </a>
          ) : null}
          {moduleType !== "parcel" && typeof store.vendor_id === "number" ? (
            <ChatButton
              target={{
                type: "vendor",
                id: store.vendor_id,
                name: store.name,
                chatFrom: "store",
                ...(store.logo_full_url ? { image: logo } : {}),
              }}
              signedIn={visitor.signedIn}
              label={t("chat.chatWithStore")}
              signedOutText={t("chat.signedOut")}
              className={`${controlClasses().outline} self-start`}
            />
          ) : null}
        </div>
      </div>
      {store.announcement === true && store.announcement_message ? (
        <p
          role="note"
          className="bg-primary-soft text-foreground flex items-start gap-2 rounded-lg p-3 text-sm"
        >
          <Glyph name="megaphone" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-semibold">{t("store.announcement")}: </span>
            {store.announcement_message}
          </span>
        </p>
      ) : null}
    </section>
  );
}
