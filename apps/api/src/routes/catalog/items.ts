import { Hono } from "hono";
import { z } from "zod";

import type { ItemSort } from "../../catalog/item-query";
import type { AppEnv } from "../../lib/app-env";
import { ApiError } from "../../lib/errors";
import { moduleCheck } from "../../lib/middleware";
import { parseQuery } from "../../lib/validate";
import { idListParam, optionalId, paged, viewOf } from "../helpers";
import { registerItemDetailRoutes } from "./item-details";
import { findItem, findStore, itemPage, listQuery, priceQuery } from "./item-helpers";
import { registerItemSearchRoutes } from "./item-search";

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

  registerItemSearchRoutes(app);
  registerItemDetailRoutes(app);
  return app;
}
