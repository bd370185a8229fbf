import { Hono } from "hono";
import { z } from "zod";

import type { StoreQuery } from "../../catalog/store-query";
import type { View } from "../../catalog/view";
import type { AppEnv } from "../../lib/app-env";
import { queryStores } from "../../catalog/store-query";
import { ApiError, errorBody } from "../../lib/errors";
import { moduleCheck } from "../../lib/middleware";
import { parseQuery } from "../../lib/validate";
import { idListParam, moduleIdOf, nameParam, requireZones, viewOf } from "../helpers";
import {
  filterDataParam,
  searchStores,
  storeListQuery,
  storeSearchQuery,
  storesEnvelope,
  storesWithCategories,
  storesWithDiscountedItems,
  storeTypeParam,
  storeTypeSort,
} from "./store-search";

/** Store lists: by delivery type, latest, popular, top rated, featured, discounted, offers, search. */
export function storeRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get("/stores/get-stores/:filter", moduleCheck({ optional: true }), async (c) => {
    const filterData = filterDataParam.safeParse(c.req.param("filter"));
    if (!filterData.success)
      throw new ApiError(403, errorBody("filter_data", "The filter data field is invalid."));
    const query = parseQuery(
      c,
      storeListQuery.extend({ store_type: storeTypeParam, featured: z.string().max(5).optional() }),
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
      const query = parseQuery(c, storeListQuery);
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
    const query = parseQuery(c, storeListQuery);
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
      storeListQuery.extend({
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
    const query = parseQuery(
      c,
      storeListQuery.extend({ name: nameParam, category_id: idListParam }),
    );
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

  return app;
}
