import type { Context } from "hono";
import { and, eq, or } from "drizzle-orm";
import { z } from "zod";

import type { ItemQuery, ItemSort } from "../../catalog/item-query";
import type { StoreRow } from "../../catalog/reference";
import type { View } from "../../catalog/view";
import type { AppEnv } from "../../lib/app-env";
import { formatItem } from "../../catalog/format";
import { formatCategoryTree, parentCategories } from "../../catalog/format-more";
import { queryItemCategoryIds, queryItems } from "../../catalog/item-query";
import { isStoreOpen } from "../../catalog/store-hours";
import { queryStores } from "../../catalog/store-query";
import { items } from "../../db/schema";
import {
  limitParam,
  moduleIdOf,
  offsetParam,
  optionalId,
  optionalNumber,
  requireZones,
  vegParam,
  wordListParam,
} from "../helpers";

export const listQuery = (limit: number) =>
  z.object({ limit: limitParam(limit), offset: offsetParam, type: vegParam });
export const priceQuery = {
  min_price: optionalNumber,
  max_price: optionalNumber,
  product_id: optionalId,
};

/** The item selection of `priceQuery`: price bounds and the item to leave out. */
export function priceFilters(query: {
  min_price?: number | undefined;
  max_price?: number | undefined;
  product_id?: number | undefined;
}) {
  return { minPrice: query.min_price, maxPrice: query.max_price, excludeItemId: query.product_id };
}

/** Items a store lists, scoped by module and zones. */
export async function itemPage(
  c: Context<AppEnv>,
  view: View,
  query: Omit<ItemQuery, "moduleId" | "zoneIds">,
  withCategories = false,
) {
  const base: ItemQuery = { moduleId: moduleIdOf(c), zoneIds: requireZones(c), ...query };
  const { db } = c.get("deps");
  const [result, categoryIds] = await Promise.all([
    queryItems(db, view.ref, base, view.now),
    withCategories
      ? queryItemCategoryIds(db, view.ref, { ...base, limit: 1, offset: 1 }, view.now)
      : Promise.resolve([]),
  ]);
  return {
    total: result.total,
    products: result.rows.map((row) => formatItem(row, view)),
    categories: parentCategories(view, categoryIds).map((row) => formatCategoryTree(row, view)),
  };
}

/** Maps the listing's `filter` words to item sorts and filters. */
export function itemFilters(words: string[], view: View) {
  const sort: ItemSort[] = [];
  let storeOrder: number[] | undefined;
  let discounted = false;
  let storeFilter: ((store: StoreRow) => boolean) | undefined;
  const storeRules: ((store: StoreRow) => boolean)[] = [];
  for (const word of words) {
    switch (word) {
      case "top_rated":
        sort.push("top_rated");
        break;
      case "popular":
        sort.push("popular");
        break;
      case "discounted":
        discounted = true;
        break;
      case "low":
        sort.push("low");
        break;
      case "high":
        sort.push("high");
        break;
      case "currently_open":
        storeRules.push((store) => isStoreOpen(store, view.ref.schedules.get(store.id), view.now));
        break;
      case "free_delivery":
        storeRules.push((store) => store.freeDelivery);
        break;
      case "coupon":
        storeRules.push((store) => view.ref.couponStores.has(store.id));
        break;
      case "fast_delivery":
        storeOrder = queryStores(view, {
          moduleId: null,
          zoneIds: null,
          sort: ["fast_delivery"],
        }).map((store) => store.id);
        break;
      case "nearby":
        storeOrder = queryStores(view, { moduleId: null, zoneIds: null, sort: ["nearby"] }).map(
          (store) => store.id,
        );
        break;
      default:
        break;
    }
  }
  if (storeRules.length > 0) storeFilter = (store) => storeRules.every((rule) => rule(store));
  return { sort, storeOrder, discounted, storeFilter };
}

/** Items created within this many days count as "new" in the listing. */
export const newItemDays = 60;

/** The listing's query fields both item listings read (`items/get-products`, `get-combined-data`). */
interface ListingQuery {
  data_type: string;
  type: "all" | "veg" | "non_veg";
  min_price?: number | undefined;
  max_price?: number | undefined;
  rating_count?: number | undefined;
  product_id?: number | undefined;
}

/** The listing's age, veg, price, rating and store filters, as an item selection. */
export function listingFilters(
  query: ListingQuery,
  filters: ReturnType<typeof itemFilters>,
  now: Date,
) {
  return {
    createdSince:
      query.data_type === "new"
        ? new Date(now.getTime() - newItemDays * 86_400_000).toISOString()
        : undefined,
    veg: query.type,
    ...priceFilters(query),
    minRating: query.rating_count,
    storeFilter: filters.storeFilter,
    storeOrder: filters.storeOrder,
  };
}

const knownFilters = [
  "top_rated",
  "popular",
  "discounted",
  "low",
  "high",
  "currently_open",
  "free_delivery",
  "coupon",
  "fast_delivery",
  "nearby",
  "new",
  "halal",
  "all",
];
export const filterParam = wordListParam.refine(
  (words) => words.every((word) => knownFilters.includes(word)),
  {
    message: "Unknown filter.",
  },
);

export async function findItem(c: Context<AppEnv>, idOrSlug: string) {
  const { db } = c.get("deps");
  const numeric = /^\d{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : -1;
  const [row] = await db
    .select()
    .from(items)
    .where(
      and(eq(items.status, 1), or(eq(items.id, numeric), eq(items.slug, idOrSlug.slice(0, 200)))),
    )
    .limit(1);
  return row;
}

/** Item lists, details, search and suggestions. */
/** A store by id or slug. */
export function findStore(view: View, idOrSlug: string): StoreRow | undefined {
  if (/^\d{1,9}$/.test(idOrSlug)) return view.ref.stores.get(Number(idOrSlug));
  return [...view.ref.stores.values()].find((store) => store.slug === idOrSlug);
}
