import type { FlashSaleProduct, Item } from "@marketplace/api-client";
import type { CurrencyFormat, ModuleType } from "@marketplace/domain";
import type { ItemCardView, PriceView } from "@marketplace/ui";
import {
  buyNowHref,
  campaignItemHref,
  campaignItemOpen,
  cardName,
  cartAddBody,
  defaultVariationType,
  discountBadge,
  flashSaleProgress,
  formatMoney,
  formatTime12h,
  itemAvailability,
  priceRange,
  productHref,
} from "@marketplace/domain";

import type { CardTexts } from "./card-texts-type";
import { assetUrl } from "~/lib/asset-url";
import { badgeText, ratingView } from "./card-view-parts";
import { PLACEHOLDER_IMAGE } from "./placeholder-image";

/**
 * The one mapping boundary of the home page: wire objects become the view props of the
 * @marketplace/ui cards, with every rule (price, discount, rating, distance, store status, hrefs)
 * from @marketplace/domain and every text from the app's catalogues (`CardTexts`). This file maps the
 * item cards; its siblings `to-store-card-view.ts`, `to-tile-props.ts`, `to-banner-props.ts` and
 * `to-coupon-card-props.ts` map the others.
 */

function itemPrice(item: Item, currency: CurrencyFormat, discounted: boolean, texts: CardTexts) {
  const range = priceRange(item, currency.digits);
  if (range.maxDiscounted === 0) return { kind: "single", current: texts.free } satisfies PriceView;
  const show = (minor: number) => formatMoney(minor, currency);
  if (range.isRange) {
    const original =
      discounted && (range.min !== range.minDiscounted || range.max !== range.maxDiscounted)
        ? { originalMin: show(range.min), originalMax: show(range.max) }
        : {};
    return {
      kind: "range",
      min: show(range.minDiscounted),
      max: show(range.maxDiscounted),
      ...original,
    } satisfies PriceView;
  }
  return {
    kind: "single",
    current: show(range.minDiscounted),
    ...(discounted && range.min !== range.minDiscounted ? { original: show(range.min) } : {}),
  } satisfies PriceView;
}

/** The Organic, Halal and Recommend badges an item earns. */
function itemTags(item: Item, texts: CardTexts): NonNullable<ItemCardView["tags"]> {
  return [
    ...(item.organic === true ? [{ label: texts.organic, tone: "success" as const }] : []),
    ...(item.halal_tag_status === true && item.is_halal === true
      ? [{ label: texts.halal, tone: "success" as const }]
      : []),
    ...(item.recommended === true ? [{ label: texts.recommend, tone: "soft" as const }] : []),
  ];
}

/** Food outside its hours: the overlay's message (orderable later with schedule_order, else the hours). */
function unavailableView(
  item: Item,
  now: Date,
  texts: CardTexts,
): ItemCardView["unavailable"] | undefined {
  const availability = itemAvailability(item, now);
  if (availability.code === "available") return undefined;
  if (availability.code === "not_available_schedulable") return { label: texts.notAvailableLater };
  return {
    label: texts.notAvailable,
    detail: texts.hours(formatTime12h(availability.starts), formatTime12h(availability.ends)),
  };
}

/**
 * An item's card: name, picture, price, store, rating, the discount badge, the veg / non-veg mark (food),
 * the Organic, Halal and Recommend badges, and the availability overlay for food outside its hours
 * (`now`: the request's time, defaults to the present).
 */
export function toItemCardView(
  item: Item,
  options: { currency: CurrencyFormat; moduleId: number; texts: CardTexts; now?: Date },
): ItemCardView {
  const { currency, texts } = options;
  const tags = itemTags(item, texts);
  const unavailable = unavailableView(item, options.now ?? new Date(), texts);
  const veg = item.module_type === "food" && typeof item.veg === "boolean" ? item.veg : undefined;
  const badge = discountBadge(item, currency);
  const discountText = badgeText(badge, texts);
  const rating = ratingView(Number(item.avg_rating ?? 0), Number(item.rating_count ?? 0), texts);
  return {
    name: item.name,
    shortName: cardName(item.name),
    href: productHref(item, { moduleId: item.module_id ?? options.moduleId }),
    imageUrl: assetUrl(item.image_full_url) ?? PLACEHOLDER_IMAGE,
    price: itemPrice(item, currency, badge !== null, texts),
    ...(item.store_name ? { storeName: item.store_name } : {}),
    ...(rating && Number(item.rating_count ?? 0) > 0 ? { rating } : {}),
    ...(discountText === undefined ? {} : { discountText }),
    ...(tags.length > 0 ? { tags } : {}),
    ...(veg === undefined ? {} : { veg, vegLabel: veg ? texts.veg : texts.nonVeg }),
    ...(unavailable === undefined ? {} : { unavailable }),
  };
}

/**
 * A campaign item (`campaigns/item`) and its Order Now: the one-line checkout of the item at quantity 1
 * with its first variation (`/checkout?page=campaign`, which asks a guest to sign in). The card's name
 * links to the item's product page (`product_type=campaign`); outside ecommerce a plain click on it
 * opens the item dialog instead (`quickView`, the domain's `campaignItemOpen`). Null when no line can be
 * built.
 */
export function toCampaignItemCard(
  item: Item,
  options: {
    currency: CurrencyFormat;
    moduleId: number;
    moduleType: ModuleType;
    texts: CardTexts;
    now?: Date;
  },
): { view: ItemCardView; orderNowHref: string; quickView: boolean } | null {
  let orderNowHref: string;
  try {
    const body = cartAddBody(
      item,
      { quantity: 1, variationType: defaultVariationType(item.variations) },
      options.currency.digits,
    );
    orderNowHref = buyNowHref("campaign", body);
  } catch {
    return null;
  }
  const open = campaignItemOpen(
    { ...item, module_id: item.module_id ?? options.moduleId },
    options.moduleType,
  );
  return {
    view: {
      ...toItemCardView(item, options),
      href: campaignItemHref(item, options.moduleId),
    },
    orderNowHref,
    quickView: open.code === "quick_view",
  };
}

/** A flash-sale product: its item with the sold / available progress, or 'Out of Stock'. */
export function toFlashSaleCardView(
  product: FlashSaleProduct,
  options: { currency: CurrencyFormat; moduleId: number; texts: CardTexts },
): ItemCardView | null {
  if (!product.item) return null;
  const { texts } = options;
  const view = toItemCardView(product.item, options);
  const progress = flashSaleProgress({
    sold: Number(product.sold ?? 0),
    stock: Number(product.stock ?? 0),
  });
  if (progress.code === "out_of_stock") return { ...view, outOfStockText: texts.outOfStock };
  // Sold out within the sale (nothing left of its stock): the progress stays, Add to Cart does not.
  const soldOut = product.available_stock !== undefined && Number(product.available_stock) <= 0;
  return {
    ...view,
    ...(soldOut ? { outOfStockText: texts.outOfStock } : {}),
    flashSale: {
      percent: progress.percent,
      soldText: texts.sold(progress.sold),
      availableText: texts.available(progress.available),
      progressLabel: texts.sold(progress.sold),
    },
  };
}
