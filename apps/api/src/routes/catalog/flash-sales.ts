import type { Context } from "hono";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";

import type { AppEnv } from "../../lib/app-env";
import { formatItem } from "../../catalog/format";
import { translated } from "../../catalog/translate";
import { flashSaleItems, flashSales, items } from "../../db/schema";
import { ApiError, errorBody } from "../../lib/errors";
import { moduleCheck } from "../../lib/middleware";
import { parseQuery } from "../../lib/validate";
import { limitParam, moduleIdOf, offsetParam, paged, requireZones, viewOf } from "../helpers";

/** The running flash sale of the module and its items (sold and available stock). */
export function flashSaleRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("/flash-sales", moduleCheck());
  app.use("/flash-sales/*", moduleCheck());

  const runningSale = async (c: Context<AppEnv>) => {
    const view = await viewOf(c);
    const zoneIds = requireZones(c, { soft: true });
    const stamp = view.now.toISOString();
    const [sale] = await c
      .get("deps")
      .db.select()
      .from(flashSales)
      .where(
        and(
          eq(flashSales.moduleId, moduleIdOf(c)),
          eq(flashSales.isPublish, 1),
          lte(flashSales.startDate, stamp),
          gte(flashSales.endDate, stamp),
        ),
      )
      .orderBy(asc(flashSales.id))
      .limit(1);
    if (sale?.zoneId && !zoneIds.includes(sale.zoneId)) return { view, sale: undefined, zoneIds };
    return { view, sale, zoneIds };
  };

  const saleProducts = async (
    c: Context<AppEnv>,
    saleId: number,
    zoneIds: number[],
    view: Awaited<ReturnType<typeof viewOf>>,
  ) => {
    const { db } = c.get("deps");
    const rows = await db
      .select({ line: flashSaleItems, item: items })
      .from(flashSaleItems)
      .innerJoin(items, eq(items.id, flashSaleItems.itemId))
      .where(
        and(
          eq(flashSaleItems.flashSaleId, saleId),
          eq(flashSaleItems.status, 1),
          eq(items.status, 1),
        ),
      )
      .orderBy(asc(flashSaleItems.id));
    return rows
      .filter((row) => zoneIds.includes(view.ref.stores.get(row.item.storeId)?.zoneId ?? -1))
      .map(({ line, item }) => ({
        id: line.id,
        flash_sale_id: line.flashSaleId,
        item_id: line.itemId,
        stock: line.stock,
        sold: line.sold,
        available_stock: line.availableStock,
        discount_type: line.discountType,
        discount: line.discount,
        discount_amount: line.discountAmount,
        price: line.price,
        status: line.status,
        item: formatItem(item, view),
      }));
  };

  const formatSale = (
    sale: typeof flashSales.$inferSelect,
    view: Awaited<ReturnType<typeof viewOf>>,
  ) => ({
    id: sale.id,
    title: translated(view, "flashSale", sale.id, "title", sale.title),
    module_id: sale.moduleId,
    zone_id: sale.zoneId,
    is_publish: sale.isPublish,
    admin_discount_percentage: sale.adminDiscountPercentage,
    vendor_discount_percentage: sale.vendorDiscountPercentage,
    start_date: sale.startDate,
    end_date: sale.endDate,
    created_at: sale.createdAt,
    updated_at: sale.updatedAt,
  });

  app.get("/flash-sales", async (c) => {
    const { view, sale, zoneIds } = await runningSale(c);
    if (!sale) return c.json({});
    return c.json({
      ...formatSale(sale, view),
      active_products: await saleProducts(c, sale.id, zoneIds, view),
    });
  });

  app.get("/flash-sales/items", async (c) => {
    const query = parseQuery(
      c,
      z.object({
        flash_sale_id: z.coerce.number().int().min(1).max(2_147_483_647),
        limit: limitParam(50),
        offset: offsetParam,
      }),
    );
    const { view, sale, zoneIds } = await runningSale(c);
    if (!sale) throw new ApiError(403, errorBody("flash_sale", "No flash sale is running now."));
    const products = await saleProducts(c, sale.id, zoneIds, view);
    return c.json({
      ...paged(
        "products",
        products.length,
        query.limit,
        query.offset,
        products.slice((query.offset - 1) * query.limit, query.offset * query.limit),
      ),
      flash_sale: formatSale(sale, view),
    });
  });

  return app;
}
