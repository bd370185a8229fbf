import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";

import type { AppEnv } from "../../lib/app-env";
import { formatItem, formatStore } from "../../catalog/format";
import { formatCategory, parentCategories } from "../../catalog/format-more";
import { queryItems } from "../../catalog/item-query";
import { translated } from "../../catalog/translate";
import { fileUrl } from "../../catalog/view";
import { campaigns, campaignStores, coupons, items, reviews } from "../../db/schema";
import { moduleCheck } from "../../lib/middleware";
import { parseQuery } from "../../lib/validate";
import { moduleIdOf, viewOf } from "../helpers";
import { reviewAttachmentUrls } from "../uploads/review-files";
import { findStore } from "./item-helpers";

/** One store: details (outside the module check), popular items and reviews. */
export function storeDetailRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const mc = moduleCheck();

  app.get("/stores/details/:id", async (c) => {
    const view = await viewOf(c);
    const store = findStore(view, c.req.param("id"));
    if (store?.status !== 1) return c.json({});
    const { db } = c.get("deps");
    const today = view.now.toISOString().slice(0, 10);
    const [storeCampaigns, storeCoupons, prices] = await Promise.all([
      db
        .select({ campaign: campaigns })
        .from(campaigns)
        .innerJoin(campaignStores, eq(campaignStores.campaignId, campaigns.id))
        .where(and(eq(campaignStores.storeId, store.id), eq(campaigns.status, 1))),
      db
        .select()
        .from(coupons)
        .where(and(eq(coupons.storeId, store.id), eq(coupons.status, 1))),
      queryItems(
        db,
        view.ref,
        {
          moduleId: store.moduleId,
          zoneIds: null,
          storeIds: [store.id],
          sort: ["low"],
          limit: 1,
          offset: 1,
        },
        view.now,
      ),
    ]);
    const maxPrice = await queryItems(
      db,
      view.ref,
      {
        moduleId: store.moduleId,
        zoneIds: null,
        storeIds: [store.id],
        sort: ["high"],
        limit: 1,
        offset: 1,
      },
      view.now,
    );
    const categoryIds = [
      ...new Set(
        view.ref.categoryStoreCounts
          .filter((row) => row.storeId === store.id)
          .map((row) => row.categoryId),
      ),
    ];
    return c.json({
      ...formatStore(store, view),
      category_ids: categoryIds,
      category_details: parentCategories(view, categoryIds).map((row) =>
        formatCategory(row, view, new Set([store.id])),
      ),
      price_range: [
        { min_price: prices.rows[0]?.price ?? 0, max_price: maxPrice.rows[0]?.price ?? 0 },
      ],
      campaigns: storeCampaigns
        .map((row) => row.campaign)
        .filter((row) => row.startDate <= today && today <= row.endDate)
        .map((row) => ({
          id: row.id,
          title: translated(view, "campaign", row.id, "title", row.title),
          image: row.image,
          image_full_url: fileUrl(view, "campaign", row.image),
          start_date: row.startDate,
          end_date: row.endDate,
        })),
      activeCoupons: storeCoupons
        .filter((row) => row.startDate <= today && today <= row.expireDate)
        .map((row) => ({
          id: row.id,
          title: row.title,
          code: row.code,
          discount: row.discount,
          discount_type: row.discountType,
          min_purchase: row.minPurchase,
          max_discount: row.maxDiscount,
          expire_date: row.expireDate,
        })),
      store_sub: null,
    });
  });

  app.get("/stores/popular-items/:id", mc, async (c) => {
    const view = await viewOf(c);
    const store = findStore(view, c.req.param("id"));
    if (!store) return c.json([]);
    const result = await queryItems(
      c.get("deps").db,
      view.ref,
      {
        moduleId: moduleIdOf(c),
        zoneIds: null,
        storeIds: [store.id],
        sort: ["popular"],
        limit: 10,
        offset: 1,
      },
      view.now,
    );
    return c.json(result.rows.map((row) => formatItem(row, view)));
  });

  app.get("/stores/reviews", mc, async (c) => {
    const query = parseQuery(
      c,
      z.object({ store_id: z.coerce.number().int().min(1).max(2_147_483_647) }),
    );
    const view = await viewOf(c);
    const { db } = c.get("deps");
    const rows = await db
      .select({ review: reviews, item: items })
      .from(reviews)
      .innerJoin(items, eq(items.id, reviews.itemId))
      .where(and(eq(reviews.storeId, query.store_id), eq(reviews.status, 1)))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(50);
    return c.json(
      rows.map(({ review, item }) => ({
        id: review.id,
        item_id: review.itemId,
        user_id: review.userId,
        order_id: review.orderId,
        rating: review.rating,
        comment: review.comment,
        reply: review.reply,
        attachment: review.attachment,
        attachment_full_url: reviewAttachmentUrls(view.publicUrl, review.id, review.attachment),
        item_name: translated(view, "item", item.id, "name", item.name),
        item_image: item.image,
        item_image_full_url: fileUrl(view, "product", item.image),
        customer_name: review.customerName,
        item: formatItem(item, view),
        created_at: review.createdAt,
        updated_at: review.updatedAt,
      })),
    );
  });

  return app;
}
