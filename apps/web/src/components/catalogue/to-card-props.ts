import type {
  Banner,
  Brand,
  Campaign,
  Category,
  Coupon,
  Item,
  Store,
} from "@marketplace/api-client";
import type { CurrencyFormat } from "@marketplace/domain";
import {
  bannerClickTarget,
  campaignHref,
  cardName,
  discountBadge,
  formatDistance,
  formatMoney,
  formatRating,
  isStoreClosed,
  priceRange,
  productHref,
  showsDistanceBadge,
  showsFreeDelivery,
  storeDiscountBadge,
  storeHref,
  toMinorUnits,
} from "@marketplace/domain";

import type { ModuleType } from "~/lib/preferences/parse-preferences";
import { assetUrl } from "~/lib/asset-url";

/**
 * The one mapping boundary of the home page: wire objects become the view props the cards show,
 * with every rule (price, discount, rating, distance, name length) from @marketplace/domain.
 */

export interface ItemCardProps {
  id: number;
  href: string;
  name: string;
  fullName: string;
  image: string | null;
  price: string;
  /** The undiscounted price, shown struck through when a discount applies. */
  originalPrice: string | null;
  badge: { kind: "percent"; percent: number } | { kind: "amount"; text: string } | null;
  rating: { text: string; count: number } | null;
  storeName: string | null;
}

function money(minor: number, currency: CurrencyFormat): string {
  return minor === 0 ? "" : formatMoney(minor, currency);
}

export function toItemCardProps(
  item: Item,
  currency: CurrencyFormat,
  moduleId: number,
): ItemCardProps {
  const range = priceRange(item, currency.digits);
  const discounted = range.isRange
    ? `${formatMoney(range.minDiscounted, currency)} - ${formatMoney(range.maxDiscounted, currency)}`
    : formatMoney(range.minDiscounted, currency);
  const original = range.isRange
    ? `${formatMoney(range.min, currency)} - ${formatMoney(range.max, currency)}`
    : formatMoney(range.min, currency);
  const badge = discountBadge(item, currency);
  const ratingCount = Number(item.rating_count ?? 0);
  return {
    id: item.id,
    href: productHref(item, { moduleId: item.module_id ?? moduleId }),
    name: cardName(item.name),
    fullName: item.name,
    image: assetUrl(item.image_full_url),
    price: range.maxDiscounted === 0 ? "" : discounted,
    originalPrice: badge && original !== discounted ? original : null,
    badge:
      badge === null
        ? null
        : badge.code === "discount_percent"
          ? { kind: "percent", percent: badge.percent }
          : { kind: "amount", text: badge.text },
    rating:
      ratingCount > 0
        ? { text: formatRating(Number(item.avg_rating ?? 0), 1).text, count: ratingCount }
        : null,
    storeName: item.store_name ?? null,
  };
}

export interface StoreCardProps {
  id: number;
  href: string;
  name: string;
  address: string | null;
  cover: string | null;
  logo: string | null;
  rating: { text: string; count: number } | null;
  /** Distance in km ('1k+ km' over the cap); null in food or when unknown. */
  distance: { kind: "km"; value: string } | { kind: "over" } | null;
  open: boolean;
  deliveryTime: string | null;
  freeDelivery: boolean;
  discount: { kind: "percent"; percent: number } | { kind: "amount"; text: string } | null;
}

export function toStoreCardProps(
  store: Store,
  options: { moduleType: ModuleType; currency: CurrencyFormat },
): StoreCardProps {
  const label =
    showsDistanceBadge(options.moduleType) && typeof store.distance === "number"
      ? formatDistance(store.distance, options.currency.digits)
      : null;
  const badge = storeDiscountBadge(store, options.currency);
  const ratingCount = Number(store.rating_count ?? 0);
  const rating = Number(store.avg_rating ?? 0);
  return {
    id: store.id,
    href: storeHref(store, options.moduleType),
    name: store.name,
    address: store.address ?? null,
    cover: assetUrl(store.cover_photo_full_url),
    logo: assetUrl(store.logo_full_url),
    rating:
      ratingCount > 0 || rating > 0
        ? { text: formatRating(rating, 1).text, count: ratingCount }
        : null,
    distance:
      label === null
        ? null
        : label.code === "distance_km"
          ? { kind: "km", value: label.value }
          : { kind: "over" },
    open: !isStoreClosed(store),
    deliveryTime:
      typeof store.delivery_time === "string" && store.delivery_time !== ""
        ? store.delivery_time
        : null,
    freeDelivery: showsFreeDelivery(store),
    discount:
      badge === null
        ? null
        : badge.code === "discount_percent"
          ? { kind: "percent", percent: badge.percent }
          : { kind: "amount", text: badge.text },
  };
}

export interface TileProps {
  id: number;
  href: string;
  name: string;
  image: string | null;
  count?: number | null;
}

export function toCategoryTile(category: Category): TileProps {
  return {
    id: category.id,
    href: `/category/${encodeURIComponent(category.slug ?? String(category.id))}`,
    name: category.name,
    image: assetUrl(category.image_full_url),
  };
}

export function toBrandTile(brand: Brand, moduleId: number): TileProps {
  const params = new URLSearchParams({
    data_type: "brand",
    brand_id: String(brand.id),
    module_id: String(moduleId),
  });
  return {
    id: brand.id,
    href: `/home?${params.toString()}`,
    name: brand.name,
    image: assetUrl(brand.image_full_url),
    count: brand.items_count ?? null,
  };
}

export function toCampaignTile(campaign: Campaign, moduleId: number): TileProps {
  return {
    id: campaign.id,
    href: campaignHref(campaign, moduleId),
    name: campaign.title ?? "",
    image: assetUrl(campaign.image_full_url),
  };
}

export interface BannerProps {
  id: number;
  title: string;
  image: string | null;
  /** Where a click leads (domain `bannerClickTarget`); a quick-view target opens the item page until the item dialog exists. */
  href: string | null;
  external: boolean;
}

export function toBannerProps(
  banner: Banner,
  moduleType: ModuleType,
  moduleId: number,
): BannerProps {
  const base = { id: banner.id, title: banner.title ?? "", image: assetUrl(banner.image_full_url) };
  const target = bannerClickTarget(banner, { moduleType, moduleId });
  switch (target.code) {
    case "external":
      return { ...base, href: target.url, external: true };
    case "store":
    case "product":
      return { ...base, href: target.href, external: false };
    case "quick_view":
      return { ...base, href: productHref({ id: target.itemId }, { moduleId }), external: false };
    case "none":
      return { ...base, href: null, external: false };
  }
}

export interface CouponProps {
  code: string;
  title: string;
  discount: string;
  minPurchase: string | null;
}

export function toCouponProps(coupon: Coupon, currency: CurrencyFormat): CouponProps {
  const discount =
    coupon.discount_type === "amount"
      ? formatMoney(toMinorUnits(Number(coupon.discount ?? 0), currency.digits), currency)
      : `${String(Number(coupon.discount ?? 0))}%`;
  const min = Number(coupon.min_purchase ?? 0);
  return {
    code: coupon.code,
    title: coupon.title ?? coupon.code,
    discount,
    minPurchase: min > 0 ? money(toMinorUnits(min, currency.digits), currency) : null,
  };
}
