import type { ComponentType, ReactNode } from "react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";

import type { Item, Store } from "@marketplace/api-client";
import type { CurrencyFormat } from "@marketplace/domain";
import {
  discountBadge,
  formatMoney,
  formatRating,
  isCampaignItem,
  itemAvailability,
  prescriptionNotice,
  priceRange,
  truncateText,
} from "@marketplace/domain";
import { Badge, Chip, ChipList, Price, Rating, TruncatedText } from "@marketplace/ui";

import type { ItemChip } from "../item-facts";
import { WishlistHeart } from "~/features/wishlist/components/wishlist-heart";
import { assetUrl } from "~/lib/asset-url";
import { campaignDates, itemStoreHref, itemTagChips } from "../item-facts";

export const PLACEHOLDER_IMAGE = "/placeholder.svg";

/** The item's pictures (main first), as absolute-path URLs; the placeholder when it has none. */
export function itemImages(item: Item): { src: string; alt: string }[] {
  const images = [item.image_full_url, ...(item.images_full_url ?? [])]
    .map((url) => assetUrl(url))
    .filter((url): url is string => url !== null)
    .map((src) => ({ src, alt: item.name }));
  return images.length > 0 ? images : [{ src: PLACEHOLDER_IMAGE, alt: item.name }];
}

/** The level of the summary's section headings: one below the title (h1 on the page, h2 in a dialog). */
type SectionHeading = "h2" | "h3";

function TextList({
  title,
  values,
  Heading,
}: {
  title: string;
  values: readonly string[] | null | undefined;
  Heading: SectionHeading;
}) {
  if (!values || values.length === 0) return null;
  return (
    <div className="grid gap-1 text-sm">
      <Heading className="font-semibold">{title}</Heading>
      <p className="text-muted-foreground">{values.join(", ")}</p>
    </div>
  );
}

/** The category chips (links to the category pages) or the tag chips, under their heading. */
function Chips({
  title,
  chips,
  Heading,
}: {
  title: string;
  chips: readonly ItemChip[];
  Heading: SectionHeading;
}) {
  if (chips.length === 0) return null;
  return (
    <div className="grid gap-1.5 text-sm">
      <Heading className="font-semibold">{title}</Heading>
      <ChipList aria-label={title}>
        {chips.map((chip) => (
          <li key={chip.key}>
            {chip.href === undefined ? (
              <Chip>{chip.label}</Chip>
            ) : (
              <Link
                href={chip.href}
                prefetch={false}
                className="focus-visible:ring-ring rounded-full outline-none focus-visible:ring-2"
              >
                <Chip className="hover:bg-primary-soft">{chip.label}</Chip>
              </Link>
            )}
          </li>
        ))}
      </ChipList>
    </div>
  );
}

/**
 * What the item detail shows without interaction (the food dialog, the general product dialog and the
 * product page): the picture with its badges and availability overlay, store, name, generic name,
 * rating, price or range, a campaign item's dates, description ('Read more'), nutrition, allergies, the
 * prescription notice, the store link and the category and tag chips.
 * It holds no state: the product page renders it on the server, the dialog in the browser. The choices,
 * quantity and buttons come in as `children`.
 */
export function ItemSummary({
  item,
  currency,
  categories,
  gallery,
  Title,
  sectionHeading,
  children,
}: {
  /** The item; `store_details` (item details) gives the store link its slug. */
  item: Item & { store_details?: Store | null };
  currency: CurrencyFormat;
  /** The item's category chips, named from the module's categories (see `itemCategoryChips`). */
  categories: readonly ItemChip[];
  /** The picture(s): the dialog's zoomable gallery, or the page's server-rendered main picture. */
  gallery: ReactNode;
  /** The heading element: the dialog's title in the dialog, an h1 on the product page. */
  Title: ComponentType<{ className?: string; children: ReactNode }>;
  /** The element of the nutrition, allergies, categories and tags headings: one level below `Title`. */
  sectionHeading: SectionHeading;
  children: ReactNode;
}) {
  const t = useTranslations("item");
  const locale = useLocale();
  const money = (minor: number) => formatMoney(minor, currency);
  const badge = discountBadge(item, currency);
  const range = priceRange(item, currency.digits);
  const availability = itemAvailability(item, new Date());
  const prescription = prescriptionNotice(item);
  const dates = isCampaignItem(item) ? campaignDates(item, locale) : null;
  const description = item.description ?? "";
  const rating = Number(item.avg_rating ?? 0);
  const ratingCount = Number(item.rating_count ?? 0);
  const ratingText = formatRating(rating, 1).text;
  const discountText =
    badge === null
      ? null
      : badge.code === "discount_percent"
        ? t("discountPercent", { percent: badge.percent })
        : t("discountAmount", { amount: badge.text });

  return (
    <div className="grid gap-5 md:grid-cols-2">
      <div className="relative self-start">
        {gallery}
        <div className="absolute start-2 top-2 flex flex-col items-start gap-1">
          {discountText === null ? null : <Badge variant="discount">{discountText}</Badge>}
          {item.organic === true ? <Badge variant="success">{t("organic")}</Badge> : null}
          {item.halal_tag_status === true && item.is_halal === true ? (
            <Badge variant="success">{t("halal")}</Badge>
          ) : null}
          {item.recommended === true ? <Badge variant="soft">{t("recommend")}</Badge> : null}
        </div>
        {/* The wishlist is not offered for campaign items. */}
        {isCampaignItem(item) ? null : (
          <div className="bg-background/90 absolute end-2 top-2 rounded-full py-0.5 ps-0.5 pe-2.5 shadow-sm">
            <WishlistHeart
              target={{ item_id: item.id }}
              count={Number(item.whislists_count ?? 0)}
              texts={{
                add: t("addToWishlist"),
                remove: t("removeFromWishlist"),
                notLoggedIn: t("notLoggedIn"),
              }}
            />
          </div>
        )}
        {availability.code === "available" ? null : (
          <p
            className="bg-overlay absolute inset-x-0 bottom-0 p-2 text-center text-sm text-white"
            data-testid="item-unavailable"
          >
            {availability.code === "not_available_schedulable"
              ? t("notAvailableLater")
              : `${t("notAvailable")} ${t("hours", { starts: availability.starts, ends: availability.ends })}`}
          </p>
        )}
      </div>
      <div className="grid content-start gap-4">
        <div className="grid gap-1">
          {item.store_name ? (
            <p className="text-sm">
              <Link
                href={itemStoreHref(item)}
                prefetch={false}
                className="text-muted-foreground hover:text-foreground underline-offset-4 hover:underline"
                data-testid="item-store-link"
              >
                {item.store_name}
              </Link>
            </p>
          ) : null}
          <Title className="text-xl font-semibold">{item.name}</Title>
          {item.module_type === "pharmacy" && item.generic_name?.[0] ? (
            <p className="text-muted-foreground text-sm">{item.generic_name[0]}</p>
          ) : null}
          {ratingCount > 0 ? (
            <Rating
              value={rating}
              valueText={ratingText}
              countText={t("ratingCount", { count: ratingCount })}
              label={t("rated", { value: ratingText })}
            />
          ) : null}
          <Price
            size="lg"
            freeLabel={t("free")}
            originalLabel={t("originalPrice")}
            price={
              range.isRange
                ? {
                    kind: "range",
                    min: money(range.minDiscounted),
                    max: money(range.maxDiscounted),
                  }
                : {
                    kind: "single",
                    current: money(range.minDiscounted),
                    ...(range.min === range.minDiscounted ? {} : { original: money(range.min) }),
                  }
            }
          />
          {dates === null ? null : (
            <p className="text-muted-foreground text-sm" data-testid="item-campaign-dates">
              {t("campaignDates", dates)}
            </p>
          )}
        </div>
        {description === "" ? null : (
          <TruncatedText
            text={description}
            shortText={truncateText(description).text}
            moreLabel={t("readMore")}
            lessLabel={t("showLess")}
            className="text-muted-foreground"
          />
        )}
        <TextList title={t("nutrition")} values={item.nutritions_name} Heading={sectionHeading} />
        <TextList title={t("allergies")} values={item.allergies_name} Heading={sectionHeading} />
        {prescription === null ? null : (
          <p className="text-warning text-sm font-medium">{t("prescriptionRequired")}</p>
        )}
        {children}
        <Chips title={t("categories")} chips={categories} Heading={sectionHeading} />
        <Chips title={t("tags")} chips={itemTagChips(item)} Heading={sectionHeading} />
      </div>
    </div>
  );
}
