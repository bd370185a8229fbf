import { Hono } from "hono";
import { z } from "zod";

import type { AppEnv } from "../../lib/app-env";
import { formatItem, formatStore } from "../../catalog/format";
import { formatCategoryTree, parentCategories } from "../../catalog/format-more";
import { queryItemCategoryIds, queryItems } from "../../catalog/item-query";
import { page } from "../../catalog/store-query";
import { ApiError, errorBody } from "../../lib/errors";
import { moduleCheck } from "../../lib/middleware";
import { parseQuery } from "../../lib/validate";
import {
  idListParam,
  moduleIdOf,
  nowOf,
  optionalId,
  optionalNumber,
  paged,
  requireZones,
  viewOf,
} from "../helpers";
import { filterParam, itemFilters, listingFilters } from "./item-helpers";
import { searchStores, storeSearchQuery } from "./store-search";

const combinedQuery = storeSearchQuery.extend({
  list_type: z.enum(["item", "store"]),
  data_type: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(["searched", "discounted", "brand", "new", "category", "all", "default"]).default("all"),
  ),
  limit: storeSearchQuery.shape.limit,
  filter: filterParam,
  brand_ids: idListParam,
  min_price: optionalNumber,
  max_price: optionalNumber,
  product_id: optionalId,
});

/** `get-combined-data`: the listing page's item and store search with every filter, sort and page. */
export function searchRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/get-combined-data", moduleCheck(), async (c) => {
    const query = parseQuery(c, combinedQuery);
    const view = await viewOf(c);
    const moduleId = moduleIdOf(c);
    const zoneIds = requireZones(c);
    const { db } = c.get("deps");

    if (query.list_type === "store") {
      if (query.data_type === "brand" || query.data_type === "new") {
        throw new ApiError(403, errorBody("data_type", "The selected data type is invalid."));
      }
      const list = await searchStores(db, view, moduleId, zoneIds, {
        ...query,
        data_type: query.data_type,
      });
      return c.json(
        paged(
          "stores",
          list.length,
          query.limit,
          query.offset,
          page(list, query.limit, query.offset).map((store) => formatStore(store, view)),
        ),
      );
    }

    if (query.data_type === "category" && !query.category_ids) {
      throw new ApiError(403, errorBody("category_ids", "The category ids field is required."));
    }
    if (query.data_type === "brand" && !query.brand_ids) {
      throw new ApiError(403, errorBody("brand_ids", "The brand ids field is required."));
    }
    const filters = itemFilters(query.filter, view);
    const categories = (query.category_ids ?? []).filter((id) => id > 0);
    const brands = (query.brand_ids ?? []).filter((id) => id > 0);
    const itemQuery = {
      moduleId,
      zoneIds,
      name: query.data_type === "searched" && query.name ? query.name : undefined,
      discounted: query.data_type === "discounted" || filters.discounted,
      ...listingFilters(query, filters, nowOf(c)),
      categoryIds:
        categories.length > 0 ? categories : query.data_type === "category" ? [] : undefined,
      brandIds: brands.length > 0 ? brands : query.data_type === "brand" ? [] : undefined,
      sort:
        filters.sort.length > 0
          ? filters.sort
          : query.data_type === "new"
            ? (["latest"] as const)
            : query.data_type === "searched" && query.name
              ? (["relevance", "popular"] as const)
              : (["popular"] as const),
      limit: query.limit,
      offset: query.offset,
    };
    const [result, categoryIds] = await Promise.all([
      queryItems(db, view.ref, { ...itemQuery, sort: [...itemQuery.sort] }, view.now),
      queryItemCategoryIds(
        db,
        view.ref,
        { ...itemQuery, sort: [...itemQuery.sort], categoryIds: undefined },
        view.now,
      ),
    ]);
    return c.json({
      ...paged(
        "products",
        result.total,
        query.limit,
        query.offset,
        result.rows.map((row) => formatItem(row, view)),
      ),
      categories: parentCategories(view, categoryIds).map((row) => formatCategoryTree(row, view)),
    });
  });
  return app;
}
