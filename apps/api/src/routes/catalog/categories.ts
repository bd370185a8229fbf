import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";

import type { View } from "../../catalog/view";
import type { AppEnv } from "../../lib/app-env";
import { formatItem, formatStore } from "../../catalog/format";
import { formatCategory, formatCategoryTree } from "../../catalog/format-more";
import { eligibleStores, queryItems } from "../../catalog/item-query";
import { page, queryStores } from "../../catalog/store-query";
import { listCap } from "../../lib/list-cap";
import { moduleCheck } from "../../lib/middleware";
import { idParam, parseQuery } from "../../lib/validate";
import {
  idListParam,
  limitParam,
  moduleIdOf,
  offsetParam,
  paged,
  requireZones,
  vegParam,
  viewOf,
} from "../helpers";
import { itemListRoute } from "./item-list";
import { storesWithCategories } from "./store-search";

const listQuery = z.object({ limit: limitParam(20), offset: offsetParam, type: vegParam });

/** The module's featured categories. */
function featuredOf(c: Context<AppEnv>, view: View) {
  const moduleId = moduleIdOf(c);
  return [...view.ref.categories.values()].filter(
    (row) => row.featured === 1 && row.moduleId === moduleId,
  );
}

/** Categories, their children, and the items and stores of a category. */
export function categoryRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get("/categories", moduleCheck({ optional: true }), async (c) => {
    const query = parseQuery(c, z.object({ featured: z.string().max(5).optional() }));
    const view = await viewOf(c);
    const moduleId = c.get("module")?.id ?? null;
    const zoneIds = c.get("ctx").zoneIds;
    const storeIds = zoneIds
      ? new Set(
          [...view.ref.stores.values()]
            .filter((store) => zoneIds.includes(store.zoneId))
            .map((store) => store.id),
        )
      : null;
    const list = [...view.ref.categories.values()]
      .filter(
        (row) =>
          row.parentId === 0 &&
          row.status === 1 &&
          (moduleId === null || row.moduleId === moduleId),
      )
      .filter((row) => query.featured !== "1" || row.featured === 1)
      .sort((a, b) => b.priority - a.priority || a.id - b.id);
    return c.json(list.map((row) => formatCategoryTree(row, view, storeIds)));
  });

  app.use("/categories/*", moduleCheck());

  app.get("/categories/popular", async (c) => {
    const view = await viewOf(c);
    const moduleId = moduleIdOf(c);
    const list = [...view.ref.categories.values()]
      .filter((row) => row.parentId === 0 && row.status === 1 && row.moduleId === moduleId)
      .map((row) => formatCategory(row, view))
      .sort((a, b) => Number(b.products_count) - Number(a.products_count))
      .slice(0, 20);
    return c.json(list);
  });

  app.get("/categories/childes/:id", async (c) => {
    const view = await viewOf(c);
    const id = idParam(c.req.param("id"), "category", "Category not found.");
    const parent = view.ref.categories.get(id);
    const children = (view.ref.childrenOf.get(id) ?? [])
      .map((childId) => view.ref.categories.get(childId))
      .filter((row) => row?.status === 1);
    return c.json(
      children.flatMap((row) =>
        row
          ? [{ ...formatCategory(row, view), parent: parent ? formatCategory(parent, view) : null }]
          : [],
      ),
    );
  });

  app.get(
    "/categories/featured/items",
    itemListRoute(
      listQuery,
      (query, c, view) => ({
        categoryIds: [...featuredOf(c, view).map((row) => row.id), -1],
        veg: query.type,
        sort: ["popular"],
      }),
      {
        extra: (_query, c, view) => ({
          categories: featuredOf(c, view).map((row) => formatCategory(row, view)),
        }),
      },
    ),
  );

  app.get(
    "/categories/items/list",
    itemListRoute(
      listQuery.extend({ category_ids: idListParam.pipe(z.array(z.number()).min(1)) }),
      (query) => ({ categoryIds: query.category_ids, veg: query.type, sort: ["popular"] }),
      {
        extra: (query, _c, view) => ({
          categories: query.category_ids
            .map((id) => view.ref.categories.get(id))
            .filter((row) => row !== undefined)
            .map((row) => formatCategory(row, view)),
        }),
      },
    ),
  );

  app.get("/categories/items/:id/all", async (c) => {
    const view = await viewOf(c);
    const id = idParam(c.req.param("id"), "category", "Category not found.");
    const result = await queryItems(
      c.get("deps").db,
      view.ref,
      {
        moduleId: moduleIdOf(c),
        zoneIds: requireZones(c),
        categoryIds: [id],
        sort: ["popular"],
        limit: listCap,
        offset: 1,
      },
      view.now,
    );
    return c.json(result.rows.map((row) => formatItem(row, view)));
  });

  app.get(
    "/categories/items/:id",
    itemListRoute(listQuery, (query, c) => {
      const id = idParam(c.req.param("id"), "category", "Category not found.");
      return { categoryIds: [id], veg: query.type, sort: ["popular"] };
    }),
  );

  app.get("/categories/stores/list", async (c) => {
    const query = parseQuery(
      c,
      listQuery.extend({ category_ids: idListParam.pipe(z.array(z.number()).min(1)) }),
    );
    const view = await viewOf(c);
    const storeIds = await storesWithCategories(c.get("deps").db, view, query.category_ids);
    const list = queryStores(view, { moduleId: moduleIdOf(c), zoneIds: requireZones(c), storeIds });
    return c.json(
      paged(
        "stores",
        list.length,
        query.limit,
        query.offset,
        page(list, query.limit, query.offset).map((store) => formatStore(store, view)),
      ),
    );
  });

  app.get("/categories/stores/:id", async (c) => {
    const query = parseQuery(c, listQuery);
    const view = await viewOf(c);
    const id = idParam(c.req.param("id"), "category", "Category not found.");
    const moduleId = moduleIdOf(c);
    const zoneIds = requireZones(c);
    const storeIds = (await storesWithCategories(c.get("deps").db, view, [id])).filter((storeId) =>
      eligibleStores(view.ref, { moduleId, zoneIds }).some((store) => store.id === storeId),
    );
    const list = queryStores(view, { moduleId, zoneIds, storeIds });
    return c.json(
      paged(
        "stores",
        list.length,
        query.limit,
        query.offset,
        page(list, query.limit, query.offset).map((store) => formatStore(store, view)),
      ),
    );
  });

  return app;
}
