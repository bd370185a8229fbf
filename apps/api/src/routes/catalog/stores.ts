import { and, desc, eq, gt, inArray } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";

import type { StoreQuery, StoreSort } from "../../catalog/store-query";
import type { View } from "../../catalog/view";
import type { AppEnv } from "../../lib/app-env";
import { formatItem, formatStore } from "../../catalog/format";
import { formatCategory, parentCategories } from "../../catalog/format-more";
import { expandCategories, queryItems } from "../../catalog/item-query";
import { page, queryStores } from "../../catalog/store-query";
import { fileUrl } from "../../catalog/view";
import { campaigns, campaignStores, coupons, items, reviews } from "../../db/schema";
import { ApiError, errorBody } from "../../lib/errors";
import { moduleCheck } from "../../lib/middleware";
import { parseQuery } from "../../lib/validate";
import {
  idListParam,
  limitParam,
  moduleIdOf,
  nameParam,
  offsetParam,
  optionalNumber,
  paged,
  requireZones,
  vegParam,
  viewOf,
  wordListParam,
} from "../helpers";
import { findStore } from "./item-helpers";

const listQuery = z.object({ limit: limitParam(12), offset: offsetParam, type: vegParam });
const storeTypeParam = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z.enum(["all", "newly_joined", "popular", "top_rated"]).default("all"),
);
const filterDataParam = z.enum(["all", "delivery", "take_away"]);

function storesEnvelope(
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

/** Store lists, details, popular items and reviews. */
export function storeRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get("/stores/get-stores/:filter", moduleCheck({ optional: true }), async (c) => {
    const filterData = filterDataParam.safeParse(c.req.param("filter"));
    if (!filterData.success)
      throw new ApiError(403, errorBody("filter_data", "The filter data field is invalid."));
    const query = parseQuery(
      c,
      listQuery.extend({ store_type: storeTypeParam, featured: z.string().max(5).optional() }),
    );
    const view = await viewOf(c);
    const list = queryStores(view, {
      moduleId: c.get("module")?.id ?? null,
      zoneIds: requireZones(c),
      filterData: filterData.data,
      featured: query.featured === "1",
      ...storeTypeSort(query.store_type),
    });
    return c.json(storesEnvelope(view, list, query.limit, query.offset));
  });

  const mc = moduleCheck();

  const simpleList = (path: string, options: (view: View) => Partial<StoreQuery>) => {
    app.get(path, mc, async (c) => {
      const query = parseQuery(c, listQuery);
      const view = await viewOf(c);
      const list = queryStores(view, {
        moduleId: moduleIdOf(c),
        zoneIds: requireZones(c),
        ...options(view),
      });
      return c.json(storesEnvelope(view, list, query.limit, query.offset));
    });
  };
  simpleList("/stores/latest", () => ({ sort: ["latest"] }));
  simpleList("/stores/popular", () => ({ sort: ["open", "popular"] }));
  simpleList("/stores/top-rated", () => ({ sort: ["top_rated"] }));
  simpleList("/stores/recommended", () => ({ featured: true, sort: ["open", "top_rated"] }));

  app.get("/stores/discounted", mc, async (c) => {
    const query = parseQuery(c, listQuery);
    const view = await viewOf(c);
    const list = queryStores(view, {
      moduleId: moduleIdOf(c),
      zoneIds: requireZones(c),
      discounted: true,
      discountedStoreIds: await storesWithDiscountedItems(c.get("deps").db),
    });
    return c.json(storesEnvelope(view, list, query.limit, query.offset));
  });

  app.get("/stores/top-offer-near-me", mc, async (c) => {
    const query = parseQuery(
      c,
      listQuery.extend({
        name: nameParam.optional(),
        sort_by: z.preprocess(
          (v) => (v === "" ? undefined : v),
          z.enum(["asc", "desc"]).optional(),
        ),
        halal: z.string().max(5).optional(),
      }),
    );
    const view = await viewOf(c);
    const list = queryStores(view, {
      moduleId: moduleIdOf(c),
      zoneIds: requireZones(c),
      name: query.name,
      discounted: true,
      halal: query.halal === "1",
      sort:
        query.sort_by === "asc"
          ? ["name_asc"]
          : query.sort_by === "desc"
            ? ["name_desc"]
            : ["open", "nearby"],
    });
    return c.json(storesEnvelope(view, list, query.limit, query.offset));
  });

  app.get("/stores/search", mc, async (c) => {
    const query = parseQuery(c, listQuery.extend({ name: nameParam, category_id: idListParam }));
    const view = await viewOf(c);
    const categories = (query.category_id ?? []).filter((id) => id > 0);
    const list = queryStores(view, {
      moduleId: moduleIdOf(c),
      zoneIds: requireZones(c),
      name: query.name,
      storeIds:
        categories.length > 0
          ? await storesWithCategories(c.get("deps").db, view, categories)
          : undefined,
    });
    return c.json(storesEnvelope(view, list, query.limit, query.offset));
  });

  app.get("/stores/get-data", mc, async (c) => {
    const query = parseQuery(c, storeSearchQuery);
    const view = await viewOf(c);
    const list = await searchStores(c.get("deps").db, view, moduleIdOf(c), requireZones(c), query);
    return c.json(storesEnvelope(view, list, query.limit, query.offset));
  });

  app.get("/stores/details/:id", async (c) => {
    const view = await viewOf(c);
    const store = findStore(view, c.req.param("id"));
    if (store?.status !== 1) return c.json({});
    const { db } = c.get("deps");
    const today = view.now.toISOString().slice(0, 10);
    const [storeCampaigns, storeCoupons, prices] = await Promise.all([
      db
        .select({ campaign: campaigns })
        .from(campaigns)
        .innerJoin(campaignStores, eq(campaignStores.campaignId, campaigns.id))
        .where(and(eq(campaignStores.storeId, store.id), eq(campaigns.status, 1))),
      db
        .select()
        .from(coupons)
        .where(and(eq(coupons.storeId, store.id), eq(coupons.status, 1))),
      queryItems(
        db,
        view.ref,
        {
          moduleId: store.moduleId,
          zoneIds: null,
          storeIds: [store.id],
          sort: ["low"],
          limit: 1,
          offset: 1,
        },
        view.now,
      ),
    ]);
    const maxPrice = await queryItems(
      db,
      view.ref,
      {
        moduleId: store.moduleId,
        zoneIds: null,
        storeIds: [store.id],
        sort: ["high"],
        limit: 1,
        offset: 1,
      },
      view.now,
    );
    const categoryIds = [
      ...new Set(
        view.ref.categoryStoreCounts
          .filter((row) => row.storeId === store.id)
          .map((row) => row.categoryId),
      ),
    ];
    return c.json({
      ...formatStore(store, view),
      category_ids: categoryIds,
      category_details: parentCategories(view, categoryIds).map((row) =>
        formatCategory(row, view, new Set([store.id])),
      ),
      price_range: [
        { min_price: prices.rows[0]?.price ?? 0, max_price: maxPrice.rows[0]?.price ?? 0 },
      ],
      campaigns: storeCampaigns
        .map((row) => row.campaign)
        .filter((row) => row.startDate <= today && today <= row.endDate)
        .map((row) => ({
          id: row.id,
          title: row.title,
          image: row.image,
          image_full_url: fileUrl(view, "campaign", row.image),
          start_date: row.startDate,
          end_date: row.endDate,
        })),
      activeCoupons: storeCoupons
        .filter((row) => row.startDate <= today && today <= row.expireDate)
        .map((row) => ({
          id: row.id,
          title: row.title,
          code: row.code,
          discount: row.discount,
          discount_type: row.discountType,
          min_purchase: row.minPurchase,
          max_discount: row.maxDiscount,
          expire_date: row.expireDate,
        })),
      store_sub: null,
    });
  });

  app.get("/stores/popular-items/:id", mc, async (c) => {
    const view = await viewOf(c);
    const store = findStore(view, c.req.param("id"));
    if (!store) return c.json([]);
    const result = await queryItems(
      c.get("deps").db,
      view.ref,
      {
        moduleId: moduleIdOf(c),
        zoneIds: null,
        storeIds: [store.id],
        sort: ["popular"],
        limit: 10,
        offset: 1,
      },
      view.now,
    );
    return c.json(result.rows.map((row) => formatItem(row, view)));
  });

  app.get("/stores/reviews", mc, async (c) => {
    const query = parseQuery(
      c,
      z.object({ store_id: z.coerce.number().int().min(1).max(2_147_483_647) }),
    );
    const view = await viewOf(c);
    const { db } = c.get("deps");
    const rows = await db
      .select({ review: reviews, item: items })
      .from(reviews)
      .innerJoin(items, eq(items.id, reviews.itemId))
      .where(and(eq(reviews.storeId, query.store_id), eq(reviews.status, 1)))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(50);
    return c.json(
      rows.map(({ review, item }) => ({
        id: review.id,
        item_id: review.itemId,
        user_id: review.userId,
        order_id: review.orderId,
        rating: review.rating,
        comment: review.comment,
        reply: review.reply,
        attachment: review.attachment,
        item_name: item.name,
        item_image: item.image,
        item_image_full_url: fileUrl(view, "product", item.image),
        customer_name: review.customerName,
        item: formatItem(item, view),
        created_at: review.createdAt,
        updated_at: review.updatedAt,
      })),
    );
  });

  return app;
}

export const storeSearchQuery = listQuery.extend({
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
