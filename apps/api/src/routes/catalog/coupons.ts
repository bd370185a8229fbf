import type { Context } from "hono";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";

import { decodeZoneIds } from "@marketplace/api-client";

import type { View } from "../../catalog/view";
import type { AppEnv } from "../../lib/app-env";
import { translated } from "../../catalog/translate";
import { coupons } from "../../db/schema";
import { ApiError, errorBody } from "../../lib/errors";
import { listCap } from "../../lib/list-cap";
import { moduleCheck, requireCustomer } from "../../lib/middleware";
import { parseQuery } from "../../lib/validate";
import { requireEligibleCoupon } from "../../orders/coupon-check";
import { moduleIdOf, requireZones, viewOf } from "../helpers";

type CouponRow = typeof coupons.$inferSelect;

/** A store-wise coupon's store name, in the request's language. */
function storeNameOf(view: View, storeId: number | null): string | null {
  const store = storeId === null ? undefined : view.ref.stores.get(storeId);
  return store ? translated(view, "store", store.id, "name", store.name) : null;
}

/** Running coupons (public and signed in) and the coupon check of the checkout. */
export function couponRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const formatCoupon = (row: CouponRow, storeName: string | null) => ({
    id: row.id,
    title: row.title,
    code: row.code,
    start_date: row.startDate,
    expire_date: row.expireDate,
    min_purchase: row.minPurchase,
    max_discount: row.maxDiscount,
    discount: row.discount,
    discount_type: row.discountType,
    coupon_type: row.couponType,
    limit: row.limit,
    status: row.status,
    data: row.couponType === "store_wise" ? storeName : row.data,
    total_uses: row.totalUses,
    module_id: row.moduleId,
    created_by: row.createdBy,
    customer_id: row.customerId,
    slug: row.slug,
    store_id: row.storeId,
    store: row.storeId ? { id: row.storeId, name: storeName } : null,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  });

  const couponList = async (c: Context<AppEnv>, customerId: number | null) => {
    const view = await viewOf(c);
    const zoneIds = requireZones(c);
    const moduleId = c.get("module")?.id ?? null;
    const today = view.now.toISOString().slice(0, 10);
    const rows = await c
      .get("deps")
      .db.select()
      .from(coupons)
      .where(
        and(
          eq(coupons.status, 1),
          lte(coupons.startDate, today),
          gte(coupons.expireDate, today),
          moduleId === null ? undefined : eq(coupons.moduleId, moduleId),
        ),
      )
      .orderBy(asc(coupons.id));
    return rows
      .filter(
        (row) =>
          row.customerId.includes("all") ||
          (customerId !== null && row.customerId.includes(String(customerId))),
      )
      .filter((row) => {
        if (row.couponType === "zone_wise") {
          const zones = decodeZoneIds(row.data) ?? [];
          return zones.some((zone) => zoneIds.includes(zone));
        }
        if (row.couponType === "store_wise")
          return zoneIds.includes(view.ref.stores.get(row.storeId ?? -1)?.zoneId ?? -1);
        return true;
      })
      .slice(0, listCap)
      .map((row) => formatCoupon(row, storeNameOf(view, row.storeId)));
  };

  app.get("/coupon/list/all", moduleCheck(), async (c) => {
    const query = parseQuery(
      c,
      z.object({ customer_id: z.coerce.number().int().min(1).max(2_147_483_647).optional() }),
    );
    return c.json(await couponList(c, query.customer_id ?? null));
  });

  app.get("/coupon/list", requireCustomer, moduleCheck({ optional: true }), async (c) => {
    return c.json(await couponList(c, c.get("customer")?.id ?? null));
  });

  app.get("/coupon/apply", requireCustomer, moduleCheck(), async (c) => {
    const query = parseQuery(
      c,
      z.object({
        code: z.string().trim().min(1).max(60),
        store_id: z.coerce.number().int().min(1).max(2_147_483_647),
      }),
    );
    const view = await viewOf(c);
    const customerId = c.get("customer")?.id ?? null;
    const { db } = c.get("deps");
    const [coupon] = await db
      .select()
      .from(coupons)
      .where(
        and(
          eq(coupons.code, query.code),
          eq(coupons.status, 1),
          eq(coupons.moduleId, moduleIdOf(c)),
        ),
      );
    if (!coupon) throw ApiError.notFound("coupon", "Coupon not found.");
    const store = view.ref.stores.get(query.store_id);
    if (!store)
      throw new ApiError(403, errorBody("coupon", "This coupon is not valid for this store."));
    await requireEligibleCoupon(db, coupon, customerId, store, view.now.toISOString().slice(0, 10));
    return c.json(formatCoupon(coupon, storeNameOf(view, coupon.storeId)));
  });

  return app;
}
