import type { Context } from "hono";
import { asc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";

import type { AppEnv } from "../../lib/app-env";
import { formatBrand } from "../../catalog/format-more";
import { eligibleStores } from "../../catalog/item-query";
import { translated } from "../../catalog/translate";
import { commonConditions, items } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import { moduleCheck } from "../../lib/middleware";
import { idParam } from "../../lib/validate";
import { limitParam, moduleIdOf, offsetParam, vegParam, viewOf } from "../helpers";
import { itemListRoute } from "./item-list";

const listQuery = z.object({ limit: limitParam(20), offset: offsetParam, type: vegParam });

/** Brands and common conditions with their items. */
export function brandRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("/brand", moduleCheck());
  app.use("/brand/*", moduleCheck());
  app.use("/common-condition", moduleCheck());
  app.use("/common-condition/*", moduleCheck());

  const itemCounts = async (c: Context<AppEnv>, column: "brand" | "condition") => {
    const view = await viewOf(c);
    const moduleId = moduleIdOf(c);
    const stores = eligibleStores(view.ref, { moduleId, zoneIds: c.get("ctx").zoneIds }).map(
      (store) => store.id,
    );
    const key = column === "brand" ? items.brandId : items.commonConditionId;
    const rows = await c
      .get("deps")
      .db.select({ id: key, value: sql<number>`count(*)`.mapWith(Number) })
      .from(items)
      .where(
        sql`${items.status} = 1 and ${items.moduleId} = ${moduleId} and ${key} is not null and ${items.storeId} = any(${`{${[...stores, -1].join(",")}}`}::int[])`,
      )
      .groupBy(key);
    return { view, moduleId, counts: new Map(rows.map((row) => [row.id ?? 0, row.value])) };
  };

  app.get("/brand", async (c) => {
    const { view, moduleId, counts } = await itemCounts(c, "brand");
    const list = [...view.ref.brands.values()].filter(
      (brand) => brand.status === 1 && brand.moduleId === moduleId,
    );
    return c.json(list.map((brand) => formatBrand(brand, view, counts.get(brand.id) ?? 0)));
  });

  app.get(
    "/brand/items/:id",
    itemListRoute(listQuery, (query, c, view) => {
      const key = c.req.param("id") ?? "";
      const brand = /^\d{1,9}$/.test(key)
        ? view.ref.brands.get(Number(key))
        : [...view.ref.brands.values()].find((row) => row.slug === key);
      if (!brand) throw ApiError.notFound("brand", "Brand not found.");
      return { brandIds: [brand.id], veg: query.type, sort: ["popular"] };
    }),
  );

  app.get("/common-condition", async (c) => {
    const { counts } = await itemCounts(c, "condition");
    const view = await viewOf(c);
    const rows = await c
      .get("deps")
      .db.select()
      .from(commonConditions)
      .where(eq(commonConditions.status, 1))
      .orderBy(asc(commonConditions.id));
    return c.json(
      rows.map((row) => ({
        id: row.id,
        name: translated(view, "commonCondition", row.id, "name", row.name),
        status: row.status,
        items_count: counts.get(row.id) ?? 0,
        created_at: row.createdAt,
        updated_at: row.updatedAt,
      })),
    );
  });

  app.get("/common-condition/list", async (c) => {
    const view = await viewOf(c);
    const rows = await c
      .get("deps")
      .db.select()
      .from(commonConditions)
      .where(eq(commonConditions.status, 1))
      .orderBy(asc(commonConditions.id));
    return c.json(
      rows.map((row) => ({
        id: row.id,
        name: translated(view, "commonCondition", row.id, "name", row.name),
      })),
    );
  });

  app.get(
    "/common-condition/items/:id",
    itemListRoute(listQuery, (query, c) => {
      const id = idParam(c.req.param("id"), "condition", "Condition not found.");
      return { conditionId: id, veg: query.type, sort: ["popular"] };
    }),
  );

  return app;
}
