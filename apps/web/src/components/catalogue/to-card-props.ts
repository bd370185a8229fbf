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
  cardName,
  discountBadge,
  formatDistance,
  formatMoney,
  formatRating,
  priceRange,
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

export function itemHref(item: Pick<Item, "id" | "slug" | "module_id">, moduleId: number): string {
  const key = item.slug ?? String(item.id);
  return `/product/${encodeURIComponent(key)}?module_id=${String(item.module_id ?? moduleId)}`;
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
    href: itemHref(item, moduleId),
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
  /** Distance in km text ('1k+ km' over the cap); null in food or when unknown. */
  distance: { kind: "km"; value: string } | { kind: "over" } | null;
  open: boolean;
  deliveryTime: string | null;
  freeDelivery: boolean;
  discountPercent: number | null;
}

export function storeHref(
  store: Pick<Store, "id" | "slug" | "module_id" | "zone_id">,
  moduleId: number,
): string {
  const key = store.slug ?? String(store.id);
  const params = new URLSearchParams({ module_id: String(store.module_id ?? moduleId) });
  if (store.zone_id != null) params.set("store_zone_id", String(store.zone_id));
  return `/store/${encodeURIComponent(key)}?${params.toString()}`;
}

export function toStoreCardProps(
  store: Store,
  options: { moduleId: number; moduleType: ModuleType; digits: number },
): StoreCardProps {
  const distanceMeters = typeof store.distance === "number" ? store.distance : null;
  const label =
    options.moduleType === "food" || distanceMeters === null
      ? null
      : formatDistance(distanceMeters, options.digits);
  const discount = store.discount;
  const ratingCount = Number(store.rating_count ?? 0);
  return {
    id: store.id,
    href: storeHref(store, options.moduleId),
    name: store.name,
    address: store.address ?? null,
    cover: assetUrl(store.cover_photo_full_url),
    logo: assetUrl(store.logo_full_url),
    rating:
      ratingCount > 0 || Number(store.avg_rating ?? 0) > 0
        ? { text: formatRating(Number(store.avg_rating ?? 0), 1).text, count: ratingCount }
        : null,
    distance:
      label === null
        ? null
        : label.code === "distance_km"
          ? { kind: "km", value: label.value }
          : { kind: "over" },
    open: store.open !== false && store.active !== false,
    deliveryTime:
      typeof store.delivery_time === "string" && store.delivery_time !== ""
        ? store.delivery_time
        : null,
    freeDelivery: store.free_delivery === true,
    discountPercent:
      discount?.discount_type === "percent" && Number(discount.discount) > 0
        ? Number(discount.discount)
        : null,
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
    href: `/campaigns/${encodeURIComponent(campaign.slug ?? String(campaign.id))}?module_id=${String(moduleId)}`,
    name: campaign.title ?? "",
    image: assetUrl(campaign.image_full_url),
  };
}

export interface BannerProps {
  id: number;
  title: string;
  image: string | null;
  href: string | null;
  external: boolean;
}

/**
 * Banner click rules (spec D §4): default goes to its link; store_wise to the store page; item_wise
 * to the product page (ecommerce; other modules' quick item modal comes with the item issue).
 */
export function toBannerProps(banner: Banner, moduleId: number): BannerProps {
  const base = { id: banner.id, title: banner.title ?? "", image: assetUrl(banner.image_full_url) };
  if (banner.type === "store_wise" && banner.store) {
    return {
      ...base,
      href: storeHref({ ...banner.store, module_id: moduleId }, moduleId),
      external: false,
    };
  }
  if (banner.type === "item_wise" && banner.item) {
    return {
      ...base,
      href: itemHref({ ...banner.item, module_id: moduleId }, moduleId),
      external: false,
    };
  }
  const link = banner.link ?? null;
  if (link && /^https?:\/\//i.test(link)) return { ...base, href: link, external: true };
  if (link?.startsWith("/")) return { ...base, href: link, external: false };
  return { ...base, href: null, external: false };
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
