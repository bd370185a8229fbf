import type { Context } from "hono";
import { and, asc, desc, eq, or } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";

import type { ItemQuery, ItemSort } from "../../catalog/item-query";
import type { StoreRow } from "../../catalog/reference";
import type { View } from "../../catalog/view";
import type { AppEnv } from "../../lib/app-env";
import { formatItem, formatStore } from "../../catalog/format";
import { formatCategoryTree, parentCategories } from "../../catalog/format-more";
import { queryItemCategoryIds, queryItems } from "../../catalog/item-query";
import { isStoreOpen } from "../../catalog/store-hours";
import { queryStores } from "../../catalog/store-query";
import { fileUrl } from "../../catalog/view";
import { items, reviews } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import { moduleCheck } from "../../lib/middleware";
import { parseQuery } from "../../lib/validate";
import {
  idListParam,
  limitParam,
  moduleIdOf,
  nameParam,
  nowOf,
  offsetParam,
  optionalId,
  optionalNumber,
  paged,
  requireZones,
  vegParam,
  viewOf,
  wordListParam,
} from "../helpers";

const listQuery = (limit: number) =>
  z.object({ limit: limitParam(limit), offset: offsetParam, type: vegParam });
const priceQuery = { min_price: optionalNumber, max_price: optionalNumber, product_id: optionalId };

/** Items a store lists, scoped by module and zones. */
async function itemPage(
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

async function findItem(c: Context<AppEnv>, idOrSlug: string) {
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
export function itemRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("/items/*", moduleCheck());

  app.get("/items/popular", async (c) => {
    const query = parseQuery(c, listQuery(10));
    const view = await viewOf(c);
    const result = await itemPage(c, view, {
      veg: query.type,
      sort: ["popular"],
      limit: query.limit,
      offset: query.offset,
    });
    return c.json(paged("products", result.total, query.limit, query.offset, result.products));
  });

  app.get("/items/most-reviewed", async (c) => {
    const query = parseQuery(c, listQuery(10));
    const view = await viewOf(c);
    const result = await itemPage(
      c,
      view,
      { veg: query.type, sort: ["most_reviewed"], limit: query.limit, offset: query.offset },
      true,
    );
    return c.json({
      ...paged("products", result.total, query.limit, query.offset, result.products),
      categories: result.categories,
    });
  });

  app.get("/items/discounted", async (c) => {
    const query = parseQuery(c, listQuery(15).extend({ category_ids: idListParam }));
    const view = await viewOf(c);
    const result = await itemPage(
      c,
      view,
      {
        veg: query.type,
        discounted: true,
        categoryIds: query.category_ids?.filter((id) => id > 0),
        sort: ["discount", "popular"],
        limit: query.limit,
        offset: query.offset,
      },
      true,
    );
    return c.json({
      ...paged("products", result.total, query.limit, query.offset, result.products),
      categories: result.categories,
    });
  });

  app.get("/items/new-arrival", async (c) => {
    const query = parseQuery(c, listQuery(50).extend(priceQuery));
    const view = await viewOf(c);
    const result = await itemPage(
      c,
      view,
      {
        veg: query.type,
        minPrice: query.min_price,
        maxPrice: query.max_price,
        excludeItemId: query.product_id,
        sort: ["latest"],
        limit: query.limit,
        offset: query.offset,
      },
      true,
    );
    return c.json({
      ...paged("products", result.total, query.limit, query.offset, result.products),
      categories: result.categories,
    });
  });

  app.get("/items/latest", async (c) => {
    const query = parseQuery(
      c,
      listQuery(10).extend({
        store_id: z.string().trim().min(1).max(200),
        category_id: idListParam,
        ...priceQuery,
      }),
    );
    const view = await viewOf(c);
    const store = findStore(view, query.store_id);
    if (!store) throw ApiError.notFound("store", "Store not found.");
    const categories = (query.category_id ?? []).filter((id) => id > 0);
    const result = await itemPage(
      c,
      view,
      {
        storeIds: [store.id],
        categoryIds: categories.length > 0 ? categories : undefined,
        veg: query.type,
        minPrice: query.min_price,
        maxPrice: query.max_price,
        excludeItemId: query.product_id,
        sort: ["latest"],
        limit: query.limit,
        offset: query.offset,
      },
      true,
    );
    return c.json({
      ...paged("products", result.total, query.limit, query.offset, result.products),
      categories: result.categories,
    });
  });

  app.get("/items/basic", async (c) => {
    const query = parseQuery(
      c,
      listQuery(10).extend({ store_id: optionalId, category_id: optionalId, ...priceQuery }),
    );
    const view = await viewOf(c);
    const result = await itemPage(
      c,
      view,
      {
        storeIds: query.store_id ? [query.store_id] : undefined,
        categoryIds: query.category_id ? [query.category_id] : undefined,
        veg: query.type,
        minPrice: query.min_price,
        maxPrice: query.max_price,
        excludeItemId: query.product_id,
        sort: ["popular"],
        limit: query.limit,
        offset: query.offset,
      },
      true,
    );
    return c.json({
      ...paged("products", result.total, query.limit, query.offset, result.products),
      categories: result.categories,
    });
  });

  app.get("/items/recommended", async (c) => {
    const query = parseQuery(
      c,
      listQuery(15).extend({
        store_id: optionalId,
        filter: z.preprocess(
          (v) => (v === "" ? undefined : v),
          z.enum(["all", "new_arrival", "top_rated", "best_selling"]).default("all"),
        ),
      }),
    );
    const view = await viewOf(c);
    const sort: ItemSort[] =
      query.filter === "new_arrival"
        ? ["latest"]
        : query.filter === "top_rated"
          ? ["top_rated"]
          : ["popular"];
    const result = await itemPage(c, view, {
      recommended: true,
      storeIds: query.store_id ? [query.store_id] : undefined,
      veg: query.type,
      sort,
      limit: query.limit,
      offset: query.offset,
    });
    return c.json(paged("items", result.total, query.limit, query.offset, result.products));
  });

  app.get("/items/suggested", async (c) => {
    const query = parseQuery(
      c,
      listQuery(10).extend({
        store_id: z.coerce.number().int().min(1).max(2_147_483_647),
        recommended: z.string().optional(),
      }),
    );
    const view = await viewOf(c);
    const result = await itemPage(c, view, {
      storeIds: [query.store_id],
      recommended: query.recommended === "1" ? true : undefined,
      veg: query.type,
      sort: ["popular"],
      limit: query.limit,
      offset: query.offset,
    });
    return c.json(paged("items", result.total, query.limit, query.offset, result.products));
  });

  app.get("/items/related-items/:id", async (c) => {
    const view = await viewOf(c);
    const item = await findItem(c, c.req.param("id"));
    if (!item) return c.json([]);
    const result = await itemPage(c, view, {
      categoryIds: [item.categoryId],
      excludeItemId: item.id,
      sort: ["popular"],
      limit: 10,
      offset: 1,
    });
    return c.json(result.products);
  });

  app.get("/items/related-store-items/:id", async (c) => {
    const view = await viewOf(c);
    const item = await findItem(c, c.req.param("id"));
    if (!item) return c.json([]);
    const result = await itemPage(c, view, {
      storeIds: [item.storeId],
      excludeItemId: item.id,
      sort: ["popular"],
      limit: 10,
      offset: 1,
    });
    return c.json(result.products);
  });

  app.get("/items/search", async (c) => {
    const query = parseQuery(
      c,
      listQuery(10).extend({
        name: nameParam,
        category_id: optionalId,
        category_ids: idListParam,
        store_id: optionalId,
        filter: filterParam,
        rating_count: optionalNumber,
        ...priceQuery,
      }),
    );
    const view = await viewOf(c);
    const filters = itemFilters(query.filter, view);
    const categories = [
      ...(query.category_ids ?? []),
      ...(query.category_id ? [query.category_id] : []),
    ].filter((id) => id > 0);
    const result = await itemPage(
      c,
      view,
      {
        name: query.name,
        categoryIds: categories.length > 0 ? categories : undefined,
        storeIds: query.store_id ? [query.store_id] : undefined,
        veg: query.type,
        minPrice: query.min_price,
        maxPrice: query.max_price,
        minRating: query.rating_count,
        discounted: filters.discounted,
        storeFilter: filters.storeFilter,
        storeOrder: filters.storeOrder,
        sort: filters.sort.length > 0 ? filters.sort : ["relevance", "popular"],
        limit: query.limit,
        offset: query.offset,
      },
      true,
    );
    return c.json({
      ...paged("products", result.total, query.limit, query.offset, result.products),
      categories: result.categories,
    });
  });

  app.get("/items/search-suggestion", async (c) => {
    const query = parseQuery(
      c,
      z.object({
        name: nameParam,
        limit: limitParam(10),
        offset: offsetParam,
        category_id: optionalId,
      }),
    );
    const view = await viewOf(c);
    const result = await itemPage(c, view, {
      name: query.name,
      categoryIds: query.category_id ? [query.category_id] : undefined,
      sort: ["relevance", "popular"],
      limit: query.limit,
      offset: query.offset,
    });
    return c.json(
      paged(
        "products",
        result.total,
        query.limit,
        query.offset,
        result.products.map((product) => ({
          id: product.id,
          name: product.name,
          image: product.image,
          image_full_url: product.image_full_url,
        })),
      ),
    );
  });

  app.get("/items/item-or-store-search", async (c) => {
    const query = parseQuery(c, z.object({ name: nameParam.pipe(z.string().min(1)) }));
    const ctx = c.get("ctx");
    if (ctx.latitude === null || ctx.longitude === null) {
      throw new ApiError(403, {
        errors: [
          { code: "longitude", message: "The latitude and longitude headers are required." },
        ],
      });
    }
    const view = await viewOf(c);
    const zoneIds = requireZones(c);
    const moduleId = moduleIdOf(c);
    const itemsFound = await queryItems(
      c.get("deps").db,
      view.ref,
      { moduleId, zoneIds, name: query.name, sort: ["relevance", "popular"], limit: 50, offset: 1 },
      view.now,
    );
    const stores = queryStores(view, { moduleId, zoneIds, name: query.name }).slice(0, 50);
    return c.json({
      items: itemsFound.rows.map((row) => ({
        id: row.id,
        name: row.name,
        image: row.image,
        image_full_url: fileUrl(view, "product", row.image),
        slug: row.slug,
        store_id: row.storeId,
      })),
      stores: stores.map((store) => ({
        id: store.id,
        name: store.name,
        logo: store.logo,
        logo_full_url: fileUrl(view, "store", store.logo),
        slug: store.slug,
      })),
    });
  });

  app.get("/items/get-products", async (c) => {
    const query = parseQuery(
      c,
      listQuery(10).extend({
        data_type: z.string().max(20).default(""),
        filter: filterParam,
        category_ids: idListParam,
        rating_count: optionalNumber,
        name: nameParam.optional(),
        ...priceQuery,
      }),
    );
    const view = await viewOf(c);
    if (!["searched", "discounted", "new", "category"].includes(query.data_type)) {
      return c.json({ ...paged("products", 0, query.limit, query.offset, []), categories: [] });
    }
    const filters = itemFilters(query.filter, view);
    const result = await itemPage(
      c,
      view,
      {
        name: query.data_type === "searched" ? query.name : undefined,
        discounted: query.data_type === "discounted" || filters.discounted,
        createdSince:
          query.data_type === "new"
            ? new Date(nowOf(c).getTime() - 60 * 86_400_000).toISOString()
            : undefined,
        categoryIds: query.data_type === "category" ? (query.category_ids ?? []) : undefined,
        veg: query.type,
        minPrice: query.min_price,
        maxPrice: query.max_price,
        minRating: query.rating_count,
        excludeItemId: query.product_id,
        storeFilter: filters.storeFilter,
        storeOrder: filters.storeOrder,
        sort:
          filters.sort.length > 0
            ? filters.sort
            : query.data_type === "new"
              ? ["latest"]
              : ["popular"],
        limit: query.limit,
        offset: query.offset,
      },
      true,
    );
    return c.json({
      ...paged("products", result.total, query.limit, query.offset, result.products),
      categories: result.categories,
    });
  });

  app.get("/items/common-conditions", async (c) => {
    const query = parseQuery(
      c,
      listQuery(10).extend({ store_id: z.string().trim().min(1).max(200) }),
    );
    const view = await viewOf(c);
    const store = findStore(view, query.store_id);
    if (!store) throw ApiError.notFound("store", "Store not found.");
    const result = await itemPage(c, view, {
      storeIds: [store.id],
      withBrandAndCondition: true,
      veg: query.type,
      sort: ["popular"],
      limit: query.limit,
      offset: query.offset,
    });
    return c.json(paged("products", result.total, query.limit, query.offset, result.products));
  });

  app.get("/items/details/:id", async (c) => {
    const view = await viewOf(c);
    const item = await findItem(c, c.req.param("id"));
    const store = item ? view.ref.stores.get(item.storeId) : undefined;
    if (!item || !store) {
      throw new ApiError(404, { errors: { code: "product-001", message: "Product not found!" } });
    }
    const itemReviews = await c
      .get("deps")
      .db.select()
      .from(reviews)
      .where(and(eq(reviews.itemId, item.id), eq(reviews.status, 1)))
      .orderBy(desc(reviews.createdAt), asc(reviews.id))
      .limit(10);
    const storeCategoryIds = view.ref.categoryStoreCounts
      .filter((row) => row.storeId === store.id)
      .map((row) => row.categoryId);
    return c.json({
      ...formatItem(item, view),
      nutritions: item.nutritions.map((name, index) => ({ id: index + 1, nutrition: name })),
      allergies: item.allergies.map((name, index) => ({ id: index + 1, allergy: name })),
      reviews: itemReviews.map((row) => ({
        id: row.id,
        item_id: row.itemId,
        rating: row.rating,
        comment: row.comment,
        reply: row.reply,
        customer_name: row.customerName,
        attachment: row.attachment,
        created_at: row.createdAt,
      })),
      whislists_count: 0,
      store_details: {
        ...formatStore(store, view),
        category_ids: [...new Set(storeCategoryIds)],
        category_details: parentCategories(view, storeCategoryIds).map((row) => ({
          id: row.id,
          name: row.name,
          image: row.image,
        })),
      },
    });
  });

  return app;
}

/** A store by id or slug. */
export function findStore(view: View, idOrSlug: string): StoreRow | undefined {
  if (/^\d{1,9}$/.test(idOrSlug)) return view.ref.stores.get(Number(idOrSlug));
  return [...view.ref.stores.values()].find((store) => store.slug === idOrSlug);
}
