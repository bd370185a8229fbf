import type { Context } from "hono";
import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";

import type { AppEnv } from "../../lib/app-env";
import { formatCampaignItem, formatItem, formatStore } from "../../catalog/format";
import {
  campaignStores,
  cashbacks,
  coupons,
  flashSaleItems,
  flashSales,
  itemCampaigns,
  items,
  orders,
} from "../../db/schema";
import { ApiError, errorBody } from "../../lib/errors";
import { moduleCheck, requireCustomer } from "../../lib/middleware";
import { parseQuery } from "../../lib/validate";
import { limitParam, moduleIdOf, offsetParam, paged, requireZones, viewOf } from "../helpers";
import { formatCampaign, runningCampaigns } from "./banners";

type CouponRow = typeof coupons.$inferSelect;

/** Campaigns, flash sales, coupons and cashback offers. */
export function promotionRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("/campaigns/*", moduleCheck());
  app.use("/flash-sales", moduleCheck());
  app.use("/flash-sales/*", moduleCheck());

  app.get("/campaigns/basic", async (c) => {
    const zoneIds = requireZones(c, { soft: true });
    const view = await viewOf(c);
    const { db } = c.get("deps");
    const list = await runningCampaigns(db, view, moduleIdOf(c));
    const links =
      list.length > 0
        ? await db
            .select()
            .from(campaignStores)
            .where(
              inArray(
                campaignStores.campaignId,
                list.map((row) => row.id),
              ),
            )
        : [];
    const inZone = (campaignId: number) =>
      links.some(
        (link) =>
          link.campaignId === campaignId &&
          zoneIds.includes(view.ref.stores.get(link.storeId)?.zoneId ?? -1),
      );
    return c.json(list.filter((row) => inZone(row.id)).map((row) => formatCampaign(row, view)));
  });

  app.get("/campaigns/basic-campaign-details", async (c) => {
    const zoneIds = requireZones(c, { soft: true });
    const { basic_campaign_id } = parseQuery(
      c,
      z.object({ basic_campaign_id: z.coerce.number().int().min(1).max(2_147_483_647) }),
    );
    const view = await viewOf(c);
    const { db } = c.get("deps");
    const campaign = (await runningCampaigns(db, view, moduleIdOf(c))).find(
      (row) => row.id === basic_campaign_id,
    );
    if (!campaign) throw ApiError.notFound("campaign", "Campaign not found.");
    const links = await db
      .select()
      .from(campaignStores)
      .where(
        and(
          eq(campaignStores.campaignId, campaign.id),
          eq(campaignStores.campaignStatus, "confirmed"),
        ),
      );
    const stores = links
      .map((link) => view.ref.stores.get(link.storeId))
      .filter((store) => store?.status === 1 && zoneIds.includes(store.zoneId));
    return c.json({
      ...formatCampaign(campaign, view),
      stores: stores.flatMap((store) => (store ? [formatStore(store, view)] : [])),
    });
  });

  app.get("/campaigns/item", async (c) => {
    const zoneIds = requireZones(c, { soft: true });
    const view = await viewOf(c);
    const today = view.now.toISOString().slice(0, 10);
    const rows = await c
      .get("deps")
      .db.select()
      .from(itemCampaigns)
      .where(
        and(
          eq(itemCampaigns.status, 1),
          eq(itemCampaigns.moduleId, moduleIdOf(c)),
          lte(itemCampaigns.startDate, today),
          gte(itemCampaigns.endDate, today),
        ),
      )
      .orderBy(asc(itemCampaigns.id));
    return c.json(
      rows
        .filter((row) => zoneIds.includes(view.ref.stores.get(row.storeId)?.zoneId ?? -1))
        .map((row) => formatCampaignItem(row, view)),
    );
  });

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

  const formatSale = (sale: typeof flashSales.$inferSelect) => ({
    id: sale.id,
    title: sale.title,
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
      ...formatSale(sale),
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
      flash_sale: formatSale(sale),
    });
  });

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
          const zones = JSON.parse(row.data ?? "[]") as number[];
          return zones.some((zone) => zoneIds.includes(zone));
        }
        if (row.couponType === "store_wise")
          return zoneIds.includes(view.ref.stores.get(row.storeId ?? -1)?.zoneId ?? -1);
        return true;
      })
      .map((row) =>
        formatCoupon(row, row.storeId ? (view.ref.stores.get(row.storeId)?.name ?? null) : null),
      );
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
    const customerId = c.get("customer")?.id ?? 0;
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
    const today = view.now.toISOString().slice(0, 10);
    if (coupon.startDate > today || coupon.expireDate < today) {
      throw new ApiError(407, errorBody("coupon", "The coupon has expired."));
    }
    const store = view.ref.stores.get(query.store_id);
    const zones =
      coupon.couponType === "zone_wise" ? (JSON.parse(coupon.data ?? "[]") as number[]) : [];
    const eligible =
      store !== undefined &&
      (coupon.customerId.includes("all") || coupon.customerId.includes(String(customerId))) &&
      (coupon.couponType !== "store_wise" || coupon.storeId === store.id) &&
      (coupon.couponType !== "zone_wise" || zones.includes(store.zoneId));
    if (!eligible)
      throw new ApiError(403, errorBody("coupon", "This coupon is not valid for this store."));
    const placed = await db
      .select({ code: orders.couponCode, status: orders.orderStatus })
      .from(orders)
      .where(eq(orders.userId, customerId));
    const live = placed.filter((order) => !["canceled", "failed"].includes(order.status));
    if (coupon.couponType === "first_order" && live.length > 0) {
      throw new ApiError(403, errorBody("coupon", "This coupon is only for your first order."));
    }
    const used = live.filter((order) => order.code === coupon.code).length;
    if (coupon.limit !== null && used >= coupon.limit) {
      throw new ApiError(
        406,
        errorBody("coupon", "You have reached the usage limit of this coupon."),
      );
    }
    return c.json(
      formatCoupon(
        coupon,
        coupon.storeId ? (view.ref.stores.get(coupon.storeId)?.name ?? null) : null,
      ),
    );
  });

  const runningCashbacks = async (c: Context<AppEnv>) => {
    const now = (await viewOf(c)).now.toISOString().slice(0, 10);
    const customerId = String(c.get("customer")?.id ?? "");
    const rows = await c
      .get("deps")
      .db.select()
      .from(cashbacks)
      .where(
        and(eq(cashbacks.status, 1), lte(cashbacks.startDate, now), gte(cashbacks.endDate, now)),
      )
      .orderBy(asc(cashbacks.id));
    return rows.filter(
      (row) => row.customerId.includes("all") || row.customerId.includes(customerId),
    );
  };

  app.get("/cashback/list", requireCustomer, moduleCheck(), async (c) => {
    const rows = await runningCashbacks(c);
    return c.json(
      rows.map((row) => ({
        id: row.id,
        title: row.title,
        customer_id: row.customerId,
        cashback_type: row.cashbackType,
        same_user_limit: row.sameUserLimit,
        total_used: row.totalUsed,
        cashback_amount: row.cashbackAmount,
        min_purchase: row.minPurchase,
        max_discount: row.maxDiscount,
        start_date: row.startDate,
        end_date: row.endDate,
        status: row.status,
        created_at: row.createdAt,
        updated_at: row.updatedAt,
      })),
    );
  });

  app.get("/cashback/getCashback", requireCustomer, moduleCheck(), async (c) => {
    const { amount } = parseQuery(c, z.object({ amount: z.coerce.number().min(0).max(1e9) }));
    const rows = (await runningCashbacks(c)).filter((row) => amount >= row.minPurchase);
    const value = (row: (typeof rows)[number]) =>
      row.cashbackType === "percent"
        ? Math.min(
            (amount * row.cashbackAmount) / 100,
            row.maxDiscount > 0 ? row.maxDiscount : Infinity,
          )
        : row.cashbackAmount;
    const best = rows.sort((a, b) => value(b) - value(a))[0];
    if (!best)
      return c.json({
        calculated_amount: 0,
        cashback_amount: 0,
        cashback_type: null,
        min_purchase: 0,
        max_discount: 0,
        id: null,
      });
    return c.json({
      calculated_amount: Math.round(value(best) * 100) / 100,
      cashback_amount: best.cashbackAmount,
      cashback_type: best.cashbackType,
      min_purchase: best.minPurchase,
      max_discount: best.maxDiscount,
      id: best.id,
    });
  });

  return app;
}
