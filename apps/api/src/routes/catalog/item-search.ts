import type { Hono } from "hono";
import { z } from "zod";

import type { AppEnv } from "../../lib/app-env";
import { queryItems } from "../../catalog/item-query";
import { queryStores } from "../../catalog/store-query";
import { translated } from "../../catalog/translate";
import { fileUrl } from "../../catalog/view";
import { ApiError } from "../../lib/errors";
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
  viewOf,
} from "../helpers";
import {
  filterParam,
  findStore,
  itemFilters,
  itemPage,
  listingFilters,
  listQuery,
  priceQuery,
} from "./item-helpers";
import { itemListRoute } from "./item-list";

/** Item search, suggestions, `get-products` and common conditions (registered by `itemRoutes`). */
export function registerItemSearchRoutes(app: Hono<AppEnv>): void {
  app.get(
    "/items/search",
    itemListRoute(
      listQuery(10).extend({
        name: nameParam,
        category_id: optionalId,
        category_ids: idListParam,
        store_id: optionalId,
        filter: filterParam,
        rating_count: optionalNumber,
        ...priceQuery,
      }),
      (query, _c, view) => {
        const filters = itemFilters(query.filter, view);
        const categories = [
          ...(query.category_ids ?? []),
          ...(query.category_id ? [query.category_id] : []),
        ].filter((id) => id > 0);
        return {
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
        };
      },
      { withCategories: true },
    ),
  );

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
        name: translated(view, "item", row.id, "name", row.name),
        image: row.image,
        image_full_url: fileUrl(view, "product", row.image),
        slug: row.slug,
        store_id: row.storeId,
      })),
      stores: stores.map((store) => ({
        id: store.id,
        name: translated(view, "store", store.id, "name", store.name),
        logo: store.logo,
        logo_full_url: fileUrl(view, "store", store.logo),
        slug: store.slug,
      })),
    });
  });

  app.get(
    "/items/get-products",
    itemListRoute(
      listQuery(10).extend({
        data_type: z.string().max(20).default(""),
        filter: filterParam,
        category_ids: idListParam,
        rating_count: optionalNumber,
        name: nameParam.optional(),
        ...priceQuery,
      }),
      (query, c, view) => {
        if (!["searched", "discounted", "new", "category"].includes(query.data_type)) return null;
        const filters = itemFilters(query.filter, view);
        return {
          name: query.data_type === "searched" ? query.name : undefined,
          discounted: query.data_type === "discounted" || filters.discounted,
          ...listingFilters(query, filters, nowOf(c)),
          categoryIds: query.data_type === "category" ? (query.category_ids ?? []) : undefined,
          sort:
            filters.sort.length > 0
              ? filters.sort
              : query.data_type === "new"
                ? ["latest"]
                : ["popular"],
        };
      },
      { withCategories: true },
    ),
  );

  app.get(
    "/items/common-conditions",
    itemListRoute(
      listQuery(10).extend({ store_id: z.string().trim().min(1).max(200) }),
      (query, _c, view) => {
        const store = findStore(view, query.store_id);
        if (!store) throw ApiError.notFound("store", "Store not found.");
        return {
          storeIds: [store.id],
          withBrandAndCondition: true,
          veg: query.type,
          sort: ["popular"],
        };
      },
    ),
  );
}
