import { and, eq, gt, inArray } from "drizzle-orm";
import { z } from "zod";

import type { StoreQuery, StoreSort } from "../../catalog/store-query";
import type { View } from "../../catalog/view";
import type { AppEnv } from "../../lib/app-env";
import { formatStore } from "../../catalog/format";
import { expandCategories } from "../../catalog/item-query";
import { page, queryStores } from "../../catalog/store-query";
import { items } from "../../db/schema";
import {
  idListParam,
  limitParam,
  nameParam,
  offsetParam,
  optionalNumber,
  paged,
  vegParam,
  wordListParam,
} from "../helpers";

/** The store listing's query and filters, shared by the store list routes and `get-combined-data`. */
export const storeListQuery = z.object({
  limit: limitParam(12),
  offset: offsetParam,
  type: vegParam,
});
export const storeTypeParam = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z.enum(["all", "newly_joined", "popular", "top_rated"]).default("all"),
);
export const filterDataParam = z.enum(["all", "delivery", "take_away"]);

export function storesEnvelope(
  view: View,
  list: ReturnType<typeof queryStores>,
  limit: number,
  offset: number,
) {
  return paged(
    "stores",
    list.length,
    limit,
    offset,
    page(list, limit, offset).map((store) => formatStore(store, view)),
  );
}

/** Sorts and filters for the store listing's `filter` words. */
export function storeFilters(
  words: string[],
): Pick<StoreQuery, "currentlyOpen" | "freeDelivery" | "withCoupon" | "discounted" | "sort"> {
  const sort: StoreSort[] = [];
  const query: Pick<StoreQuery, "currentlyOpen" | "freeDelivery" | "withCoupon" | "discounted"> =
    {};
  for (const word of words) {
    if (word === "currently_open") query.currentlyOpen = true;
    if (word === "free_delivery") query.freeDelivery = true;
    if (word === "coupon") query.withCoupon = true;
    if (word === "discounted") query.discounted = true;
    if (word === "top_rated") sort.push("top_rated");
    if (word === "popular") sort.push("popular");
    if (word === "fast_delivery") sort.push("fast_delivery");
    if (word === "nearby") sort.push("nearby");
  }
  return { ...query, sort: sort.length > 0 ? ["open", ...sort] : undefined };
}

export function storeTypeSort(
  storeType: "all" | "newly_joined" | "popular" | "top_rated",
): Pick<StoreQuery, "newlyJoined" | "sort"> {
  if (storeType === "newly_joined") return { newlyJoined: true, sort: ["open", "latest"] };
  if (storeType === "popular") return { sort: ["open", "popular"] };
  if (storeType === "top_rated") return { sort: ["open", "top_rated"] };
  return {};
}

/** Store ids that sell items in the given categories (and their children). */
export async function storesWithCategories(
  db: AppEnv["Variables"]["deps"]["db"],
  view: View,
  categoryIds: number[],
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: items.storeId })
    .from(items)
    .where(
      and(
        eq(items.status, 1),
        inArray(items.categoryId, [...expandCategories(view.ref, categoryIds), -1]),
      ),
    );
  return rows.map((row) => row.id);
}

export async function storesWithDiscountedItems(
  db: AppEnv["Variables"]["deps"]["db"],
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: items.storeId })
    .from(items)
    .where(and(eq(items.status, 1), gt(items.discount, 0)));
  return rows.map((row) => row.id);
}

export const storeSearchQuery = storeListQuery.extend({
  data_type: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(["searched", "discounted", "category", "all", "default"]).default("all"),
  ),
  name: nameParam.optional(),
  category_ids: idListParam,
  filter: wordListParam,
  rating_count: optionalNumber,
  filter_data: z.preprocess((v) => (v === "" ? undefined : v), filterDataParam.default("all")),
  store_type: storeTypeParam,
  featured: z.string().max(5).optional(),
});

/** The listing's store search (`get-combined-data` with list_type=store, `stores/get-data`). */
export async function searchStores(
  db: AppEnv["Variables"]["deps"]["db"],
  view: View,
  moduleId: number,
  zoneIds: number[],
  query: z.infer<typeof storeSearchQuery>,
) {
  const filters = storeFilters(query.filter);
  const typeSort = storeTypeSort(query.store_type);
  const discounted = query.data_type === "discounted" || filters.discounted === true;
  return queryStores(view, {
    moduleId,
    zoneIds,
    name: query.data_type === "searched" ? query.name : undefined,
    storeIds:
      query.data_type === "category"
        ? await storesWithCategories(db, view, query.category_ids ?? [])
        : undefined,
    filterData: query.filter_data,
    featured: query.featured === "1",
    newlyJoined: typeSort.newlyJoined,
    currentlyOpen: filters.currentlyOpen,
    freeDelivery: filters.freeDelivery,
    withCoupon: filters.withCoupon,
    discounted,
    discountedStoreIds: discounted ? await storesWithDiscountedItems(db) : undefined,
    minRating: query.rating_count,
    sort: filters.sort ?? typeSort.sort,
  });
}
