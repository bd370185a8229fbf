import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";

import type { ItemSort } from "../../catalog/item-query";
import type { ItemRow } from "../../catalog/reference";
import type { AppEnv } from "../../lib/app-env";
import type { ItemSelection } from "./item-list";
import { ApiError } from "../../lib/errors";
import { moduleCheck } from "../../lib/middleware";
import { idListParam, optionalId, viewOf } from "../helpers";
import { registerItemDetailRoutes } from "./item-details";
import { findItem, findStore, itemPage, listQuery, priceFilters, priceQuery } from "./item-helpers";
import { itemListRoute } from "./item-list";
import { registerItemSearchRoutes } from "./item-search";

const recommendedFilter = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z.enum(["all", "new_arrival", "top_rated", "best_selling"]).default("all"),
);

/** Ten popular items related to an item (same category, or same store); `[]` for an unknown item. */
const relatedItems =
  (related: (item: ItemRow) => Pick<ItemSelection, "categoryIds" | "storeIds">) =>
  async (c: Context<AppEnv>) => {
    const view = await viewOf(c);
    const item = await findItem(c, c.req.param("id") ?? "");
    if (!item) return c.json([]);
    const result = await itemPage(c, view, {
      ...related(item),
      excludeItemId: item.id,
      sort: ["popular"],
      limit: 10,
      offset: 1,
    });
    return c.json(result.products);
  };

/** Item lists (popular, latest, new arrivals, discounted, recommended…), related items, search, details. */
export function itemRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("/items/*", moduleCheck());

  app.get(
    "/items/popular",
    itemListRoute(listQuery(10), (query) => ({ veg: query.type, sort: ["popular"] })),
  );

  app.get(
    "/items/most-reviewed",
    itemListRoute(listQuery(10), (query) => ({ veg: query.type, sort: ["most_reviewed"] }), {
      withCategories: true,
    }),
  );

  app.get(
    "/items/discounted",
    itemListRoute(
      listQuery(15).extend({ category_ids: idListParam }),
      (query) => ({
        veg: query.type,
        discounted: true,
        categoryIds: query.category_ids?.filter((id) => id > 0),
        sort: ["discount", "popular"],
      }),
      { withCategories: true },
    ),
  );

  app.get(
    "/items/new-arrival",
    itemListRoute(
      listQuery(50).extend(priceQuery),
      (query) => ({
        veg: query.type,
        ...priceFilters(query),
        sort: ["latest"],
      }),
      { withCategories: true },
    ),
  );

  app.get(
    "/items/latest",
    itemListRoute(
      listQuery(10).extend({
        store_id: z.string().trim().min(1).max(200),
        category_id: idListParam,
        ...priceQuery,
      }),
      (query, _c, view) => {
        const store = findStore(view, query.store_id);
        if (!store) throw ApiError.notFound("store", "Store not found.");
        const categories = (query.category_id ?? []).filter((id) => id > 0);
        return {
          storeIds: [store.id],
          categoryIds: categories.length > 0 ? categories : undefined,
          veg: query.type,
          ...priceFilters(query),
          sort: ["latest"],
        };
      },
      { withCategories: true },
    ),
  );

  app.get(
    "/items/basic",
    itemListRoute(
      listQuery(10).extend({ store_id: optionalId, category_id: optionalId, ...priceQuery }),
      (query) => ({
        storeIds: query.store_id ? [query.store_id] : undefined,
        categoryIds: query.category_id ? [query.category_id] : undefined,
        veg: query.type,
        ...priceFilters(query),
        sort: ["popular"],
      }),
      { withCategories: true },
    ),
  );

  app.get(
    "/items/recommended",
    itemListRoute(
      listQuery(15).extend({ store_id: optionalId, filter: recommendedFilter }),
      (query) => {
        const sort: ItemSort[] =
          query.filter === "new_arrival"
            ? ["latest"]
            : query.filter === "top_rated"
              ? ["top_rated"]
              : ["popular"];
        return {
          recommended: true,
          storeIds: query.store_id ? [query.store_id] : undefined,
          veg: query.type,
          sort,
        };
      },
      { key: "items" },
    ),
  );

  app.get(
    "/items/suggested",
    itemListRoute(
      listQuery(10).extend({
        store_id: z.coerce.number().int().min(1).max(2_147_483_647),
        recommended: z.string().optional(),
      }),
      (query) => ({
        storeIds: [query.store_id],
        recommended: query.recommended === "1" ? true : undefined,
        veg: query.type,
        sort: ["popular"],
      }),
      { key: "items" },
    ),
  );

  app.get(
    "/items/related-items/:id",
    relatedItems((item) => ({ categoryIds: [item.categoryId] })),
  );
  app.get(
    "/items/related-store-items/:id",
    relatedItems((item) => ({ storeIds: [item.storeId] })),
  );

  registerItemSearchRoutes(app);
  registerItemDetailRoutes(app);
  return app;
}
