import type {
  Advertisement,
  Banner,
  Brand,
  Campaign,
  Category,
  Coupon,
  FlashSaleProduct,
  Item,
  Store,
} from "@marketplace/api-client";
import type { CurrencyFormat, ModuleType } from "@marketplace/domain";
import type {
  BannerProps,
  BrandTileProps,
  CategoryTileProps,
  CouponCardProps,
  ItemCardView,
  PriceView,
  StoreCardView,
} from "@marketplace/ui";
import {
  bannerClickTarget,
  buyNowHref,
  campaignHref,
  campaignItemHref,
  campaignItemOpen,
  cardName,
  cartAddBody,
  categoryHref,
  defaultVariationType,
  discountBadge,
  flashSaleProgress,
  formatDistance,
  formatMoney,
  formatRating,
  formatTime12h,
  isStoreClosed,
  itemAvailability,
  priceRange,
  productHref,
  showsDistanceBadge,
  showsFreeDelivery,
  storeDiscountBadge,
  storeHref,
  toMinorUnits,
} from "@marketplace/domain";

import { assetUrl } from "~/lib/asset-url";

/**
 * The one mapping boundary of the home page: wire objects become the view props of the
 * @marketplace/ui cards, with every rule (price, discount, rating, distance, store status, hrefs)
 * from @marketplace/domain and every text from the app's catalogues (`CardTexts`).
 */

/** A neutral same-origin picture for cards whose wire object has no image (the CSP keeps img-src 'self'). */
export const PLACEHOLDER_IMAGE = "/placeholder.svg";

/** The translated texts the cards show, built once per request from next-intl (`card-texts.ts`). */
export interface CardTexts {
  free: string;
  discountPercent: (percent: number) => string;
  discountAmount: (text: string) => string;
  ratingCount: (count: number) => string;
  /** The spoken rating, e.g. 'Rated 4.3 out of 5'. */
  rating: (value: string) => string;
  /** Screen-reader prefix of a struck-through price. */
  originalPrice: string;
  distanceKm: (value: string) => string;
  distanceOver: string;
  fromYou: string;
  closedNow: string;
  freeDelivery: string;
  sold: (count: number) => string;
  available: (count: number) => string;
  outOfStock: string;
  couponOff: (value: string) => string;
  couponMin: (amount: string) => string;
  productsCount: (count: number) => string;
  veg: string;
  nonVeg: string;
  organic: string;
  halal: string;
  recommend: string;
  notAvailableLater: string;
  notAvailable: string;
  hours: (starts: string, ends: string) => string;
}

type Badge = ReturnType<typeof discountBadge>;

function badgeText(badge: Badge, texts: CardTexts): string | undefined {
  if (badge === null) return undefined;
  return badge.code === "discount_percent"
    ? texts.discountPercent(badge.percent)
    : texts.discountAmount(badge.text);
}

function ratingView(
  average: number,
  count: number,
  texts: CardTexts,
): ItemCardView["rating"] | undefined {
  if (count <= 0 && average <= 0) return undefined;
  const valueText = formatRating(average, 1).text;
  return {
    value: average,
    valueText,
    label: texts.rating(valueText),
    ...(count > 0 ? { countText: texts.ratingCount(count) } : {}),
  };
}

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

export function toCategoryTileProps(category: Category): CategoryTileProps {
  return {
    name: category.name,
    href: categoryHref(category),
    imageUrl: assetUrl(category.image_full_url) ?? PLACEHOLDER_IMAGE,
  };
}

export function toBrandTileProps(
  brand: Brand,
  options: { moduleId: number; texts: CardTexts },
): BrandTileProps {
  const params = new URLSearchParams({
    data_type: "brand",
    brand_id: String(brand.id),
    module_id: String(options.moduleId),
  });
  return {
    name: brand.name,
    href: `/home?${params.toString()}`,
    imageUrl: assetUrl(brand.image_full_url) ?? PLACEHOLDER_IMAGE,
    ...(brand.items_count == null
      ? {}
      : { productCountText: options.texts.productsCount(brand.items_count) }),
  };
}

/**
 * The end of a campaign or flash sale (for its countdown) from the wire's date and optional time
 * ('2026-12-31' + '23:59:00', or '2026-12-31 23:59:00'); a date alone ends at the day's last second.
 * Null when the API sent no readable date.
 */
export function endsAtFromWire(
  date: string | null | undefined,
  time?: string | null,
): number | null {
  if (!date) return null;
  const [day, clock] = date.trim().split(/[ T]/);
  const given = [time?.trim(), clock].find((part) => part !== undefined && part !== "");
  const at = Date.parse(`${day ?? ""}T${given ?? "23:59:59"}`);
  return Number.isNaN(at) ? null : at;
}

/** A campaign ('Just For You') as a banner picture linking to the campaign page. */
export function toCampaignBannerProps(campaign: Campaign, moduleId: number): BannerProps {
  return {
    imageUrl: assetUrl(campaign.image_full_url) ?? PLACEHOLDER_IMAGE,
    alt: campaign.title ?? "",
    href: campaignHref(campaign, moduleId),
  };
}

/**
 * A module banner; clickable according to the banner click rules (domain `bannerClickTarget`);
 * a quick-view target (an item outside ecommerce) carries `quickViewItemId`: a click opens the item
 * dialog, its link (the product page) is for crawlers, new tabs and pages without script.
 */
export function toBannerProps(
  banner: Banner,
  options: { moduleType: ModuleType; moduleId: number },
): BannerProps & { key: number; quickViewItemId?: number } {
  const base = {
    key: banner.id,
    imageUrl: assetUrl(banner.image_full_url) ?? PLACEHOLDER_IMAGE,
    alt: banner.title ?? "",
  };
  const target = bannerClickTarget(banner, options);
  switch (target.code) {
    case "external":
      return { ...base, href: target.url };
    case "store":
    case "product":
      return { ...base, href: target.href };
    case "quick_view":
      return {
        ...base,
        href: productHref({ id: target.itemId }, { moduleId: options.moduleId }),
        quickViewItemId: target.itemId,
      };
    case "none":
      return base;
  }
}

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
