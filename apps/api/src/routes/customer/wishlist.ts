import type { Context } from "hono";
import { and, desc, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";

import { wishlistTargetSchema } from "@marketplace/api-client";

import type { AppEnv } from "../../lib/app-env";
import { formatItem, formatStore } from "../../catalog/format";
import { items, wishlists } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import { listCap } from "../../lib/list-cap";
import { requireCustomer } from "../../lib/middleware";
import { parseBody, parseQuery } from "../../lib/validate";
import { isUniqueViolation } from "../../orders/db-errors";
import { requireZones, viewOf } from "../helpers";
import { customerOf } from "./profile";

/** Reads the target from a JSON/form body, else the query (DELETE sends it in the query). */
async function targetOf(c: Context<AppEnv>) {
  const type = c.req.header("content-type") ?? "";
  return type.includes("json") || type.includes("form")
    ? parseBody(c, wishlistTargetSchema)
    : parseQuery(c, wishlistTargetSchema);
}

/** `customer/wish-list*`: items and stores the customer keeps. */
export function wishlistRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use("/customer/wish-list", requireCustomer);
  api.use("/customer/wish-list/*", requireCustomer);

  api.get("/customer/wish-list", async (c) => {
    const zones = requireZones(c);
    const { db } = c.get("deps");
    const rows = await db
      .select()
      .from(wishlists)
      .where(eq(wishlists.userId, customerOf(c)))
      .orderBy(desc(wishlists.id))
      .limit(listCap);
    const view = await viewOf(c);
    const itemIds = rows.flatMap((row) => (row.itemId === null ? [] : [row.itemId]));
    const itemRows =
      itemIds.length > 0
        ? await db
            .select()
            .from(items)
            .where(and(inArray(items.id, itemIds), eq(items.status, 1)))
        : [];
    const inZone = (storeId: number) => {
      const store = view.ref.stores.get(storeId);
      return store?.status === 1 && zones.includes(store.zoneId);
    };
    return c.json({
      item: itemRows.filter((row) => inZone(row.storeId)).map((row) => formatItem(row, view)),
      store: rows.flatMap((row) => {
        const store = row.storeId === null ? undefined : view.ref.stores.get(row.storeId);
        return store && inZone(store.id) ? [formatStore(store, view)] : [];
      }),
    });
  });

  api.post("/customer/wish-list/add", async (c) => {
    const target = await targetOf(c);
    const view = await viewOf(c);
    const { db } = c.get("deps");
    if (target.store_id !== undefined && !view.ref.stores.has(target.store_id))
      throw ApiError.notFound("store", "Store not found.");
    if (target.item_id !== undefined) {
      const [item] = await db
        .select({ id: items.id })
        .from(items)
        .where(eq(items.id, target.item_id));
      if (!item) throw ApiError.notFound("item", "Item not found.");
    }
    try {
      await db.insert(wishlists).values({
        userId: customerOf(c),
        itemId: target.item_id ?? null,
        storeId: target.store_id ?? null,
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ApiError(409, { message: "Already in your wishlist" }, "duplicate");
      throw error;
    }
    return c.json({ message: "Successfully added!" });
  });

  api.delete("/customer/wish-list/remove", async (c) => {
    const target = await targetOf(c);
    const userId = customerOf(c);
    const removed = await c
      .get("deps")
      .db.delete(wishlists)
      .where(
        target.item_id !== undefined
          ? and(eq(wishlists.userId, userId), eq(wishlists.itemId, target.item_id))
          : and(eq(wishlists.userId, userId), eq(wishlists.storeId, target.store_id ?? 0)),
      )
      .returning({ id: wishlists.id });
    if (removed.length === 0) throw new ApiError(404, { message: "Not found in your wishlist" });
    return c.json({ message: "Successfully removed!" });
  });

  return api;
}
