import type { Hono } from "hono";
import { and, asc, desc, eq } from "drizzle-orm";

import type { AppEnv } from "../../lib/app-env";
import { formatItem, formatStore } from "../../catalog/format";
import { parentCategories } from "../../catalog/format-more";
import { translated } from "../../catalog/translate";
import { reviews } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import { viewOf } from "../helpers";
import { reviewAttachmentUrls } from "../uploads/review-files";
import { findItem } from "./item-helpers";

/** `items/details/{id}` (registered by `itemRoutes`). */
export function registerItemDetailRoutes(app: Hono<AppEnv>): void {
  app.get("/items/details/:id", async (c) => {
    const view = await viewOf(c);
    const item = await findItem(c, c.req.param("id"));
    const store = item ? view.ref.stores.get(item.storeId) : undefined;
    if (!item || !store) {
      throw new ApiError(404, { errors: { code: "product-001", message: "Product not found!" } });
    }
    const itemReviews = await c
      .get("deps")
      .db.select()
      .from(reviews)
      .where(and(eq(reviews.itemId, item.id), eq(reviews.status, 1)))
      .orderBy(desc(reviews.createdAt), asc(reviews.id))
      .limit(10);
    const storeCategoryIds = view.ref.categoryStoreCounts
      .filter((row) => row.storeId === store.id)
      .map((row) => row.categoryId);
    return c.json({
      ...formatItem(item, view),
      nutritions: item.nutritions.map((name, index) => ({ id: index + 1, nutrition: name })),
      allergies: item.allergies.map((name, index) => ({ id: index + 1, allergy: name })),
      reviews: itemReviews.map((row) => ({
        id: row.id,
        item_id: row.itemId,
        rating: row.rating,
        comment: row.comment,
        reply: row.reply,
        customer_name: row.customerName,
        attachment: row.attachment,
        attachment_full_url: reviewAttachmentUrls(view.publicUrl, row.id, row.attachment),
        created_at: row.createdAt,
      })),
      whislists_count: 0,
      store_details: {
        ...formatStore(store, view),
        category_ids: [...new Set(storeCategoryIds)],
        category_details: parentCategories(view, storeCategoryIds).map((row) => ({
          id: row.id,
          name: translated(view, "category", row.id, "name", row.name),
          image: row.image,
        })),
      },
    });
  });
}
