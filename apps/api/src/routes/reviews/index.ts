import type { Context } from "hono";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";

import { deliveryManReviewBodySchema, itemReviewBodySchema } from "@marketplace/api-client";

import type { AppEnv } from "../../lib/app-env";
import { userOwner } from "../../accounts/owner";
import { invalidateCatalog } from "../../catalog/invalidate";
import { fileUrl } from "../../catalog/view";
import {
  deliveryManReviews,
  deliveryMen,
  items,
  orderDetails,
  orders,
  reviews,
  users,
} from "../../db/schema";
import { ApiError, errorBody } from "../../lib/errors";
import { listCap } from "../../lib/list-cap";
import { moduleCheck, requireCustomer } from "../../lib/middleware";
import { idParam, parseBody } from "../../lib/validate";
import { withOwnerLock } from "../../orders/cart/cart-service";
import { isUniqueViolation } from "../../orders/db-errors";
import { customerOf } from "../customer/profile";
import { filesOf, saveUpload } from "../customer/uploads";
import { nowOf, viewOf } from "../helpers";
import { deliveryManReviewAttachmentUrl } from "../uploads/review-files";

const alreadyReviewed = () =>
  new ApiError(403, errorBody("review", "You already submitted a review for this."), "reviewed");
const notReviewable = () =>
  ApiError.of(403, "order_id", "You can review only delivered orders of your own.");

async function attachments(c: Context<AppEnv>): Promise<string[]> {
  const type = c.req.header("content-type") ?? "";
  if (!type.includes("multipart")) return [];
  const form = await c.req.parseBody({ all: true });
  const files = filesOf(form, "attachment");
  if (files.length > 3) throw ApiError.of(403, "attachment", "At most 3 images can be attached.");
  const names: string[] = [];
  for (const file of files) {
    const name = await saveUpload(file, "review", "attachment");
    if (name) names.push(name);
  }
  return names;
}

async function deliveredOrder(c: Context<AppEnv>, userId: number, orderId: number) {
  const [order] = await c
    .get("deps")
    .db.select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.ownerKey, userOwner(userId).key)));
  if (order?.orderStatus !== "delivered") throw notReviewable();
  return order;
}

function formatDmReview(
  row: typeof deliveryManReviews.$inferSelect,
  name: string | null,
  publicUrl: string,
) {
  return {
    id: row.id,
    delivery_man_id: row.deliveryManId,
    user_id: row.userId,
    order_id: row.orderId,
    rating: row.rating,
    comment: row.comment,
    attachment: row.attachment,
    attachment_full_url: row.attachment.map((file) =>
      deliveryManReviewAttachmentUrl(publicUrl, row.id, file),
    ),
    customer: { id: row.userId, f_name: name, l_name: null, image_full_url: null },
    created_at: row.createdAt,
  };
}

/** Review submission (items, delivery people), delivery-people reviews and the review reminder. */
export function reviewRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use("/items/reviews/submit", moduleCheck({ optional: true }), requireCustomer);
  api.use("/delivery-man/reviews/*", requireCustomer);
  api.use("/customer/review-reminder", requireCustomer);
  api.use("/customer/review-reminder-cancel", requireCustomer);

  api.post("/items/reviews/submit", async (c) => {
    const body = await parseBody(c, itemReviewBodySchema);
    const userId = customerOf(c);
    const order = await deliveredOrder(c, userId, body.order_id);
    const { db } = c.get("deps");
    const [line] = await db
      .select()
      .from(orderDetails)
      .where(and(eq(orderDetails.orderId, order.id), eq(orderDetails.itemId, body.item_id)));
    if (!line) throw ApiError.of(403, "item_id", "This item is not part of the order.");
    const files = await attachments(c);
    const rating = Math.round(body.rating);
    await withOwnerLock(db, userOwner(userId), async (tx) => {
      const [done] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(
          and(
            eq(reviews.orderId, order.id),
            eq(reviews.itemId, body.item_id),
            eq(reviews.userId, userId),
          ),
        );
      if (done) throw alreadyReviewed();
      const [user] = await tx.select().from(users).where(eq(users.id, userId));
      await tx.insert(reviews).values({
        itemId: body.item_id,
        storeId: order.storeId ?? 0,
        userId,
        orderId: order.id,
        customerName: [user?.fName, user?.lName].filter(Boolean).join(" ") || "Customer",
        comment: body.comment ?? null,
        attachment: files,
        rating,
        moduleId: order.moduleId,
      });
      await tx
        .update(items)
        .set({
          avgRating: sql`(${items.avgRating} * ${items.ratingCount} + ${rating}) / (${items.ratingCount} + 1)`,
          ratingCount: sql`${items.ratingCount} + 1`,
        })
        .where(eq(items.id, body.item_id));
    });
    invalidateCatalog(db);
    return c.json({ message: "Review submitted successfully." });
  });

  api.post("/delivery-man/reviews/submit", async (c) => {
    const body = await parseBody(c, deliveryManReviewBodySchema);
    const userId = customerOf(c);
    const order = await deliveredOrder(c, userId, body.order_id);
    if (order.deliveryManId !== body.delivery_man_id)
      throw ApiError.of(403, "delivery_man_id", "This delivery person did not deliver the order.");
    const files = await attachments(c);
    const { db } = c.get("deps");
    const rating = Math.round(body.rating);
    try {
      await db.insert(deliveryManReviews).values({
        deliveryManId: body.delivery_man_id,
        userId,
        orderId: order.id,
        rating,
        comment: body.comment,
        attachment: files,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyReviewed();
      throw error;
    }
    await db
      .update(deliveryMen)
      .set({
        avgRating: sql`(${deliveryMen.avgRating} * ${deliveryMen.ratingCount} + ${rating}) / (${deliveryMen.ratingCount} + 1)`,
        ratingCount: sql`${deliveryMen.ratingCount} + 1`,
      })
      .where(eq(deliveryMen.id, body.delivery_man_id));
    return c.json({ message: "Review submitted successfully." });
  });

  api.get("/delivery-man/reviews/rating/:id", async (c) => {
    const id = idParam(c.req.param("id"), "delivery_man", "Delivery man not found.");
    const [row] = await c
      .get("deps")
      .db.select({ rating: deliveryMen.avgRating })
      .from(deliveryMen)
      .where(eq(deliveryMen.id, id));
    if (!row) throw ApiError.notFound("delivery_man", "Delivery man not found.");
    // eslint-disable-next-line marketplace/no-ad-hoc-money -- an average rating to one decimal, not an amount
    return c.json(Math.round(row.rating * 10) / 10);
  });

  api.get("/delivery-man/reviews/:id", async (c) => {
    const id = idParam(c.req.param("id"), "delivery_man", "Delivery man not found.");
    const rows = await c
      .get("deps")
      .db.select({ review: deliveryManReviews, name: users.fName })
      .from(deliveryManReviews)
      .leftJoin(users, eq(users.id, deliveryManReviews.userId))
      .where(eq(deliveryManReviews.deliveryManId, id))
      .orderBy(desc(deliveryManReviews.id))
      .limit(listCap);
    const { publicUrl } = c.get("deps").env;
    return c.json(rows.map((row) => formatDmReview(row.review, row.name, publicUrl)));
  });

  api.get("/customer/review-reminder", async (c) => {
    const userId = customerOf(c);
    const { db } = c.get("deps");
    // The latest delivered order, when it is not reviewed yet and its prompt was not closed: an older
    // order never takes its place (closing the prompt made the next older order's prompt appear at once).
    const [latest] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.ownerKey, userOwner(userId).key), eq(orders.orderStatus, "delivered")))
      .orderBy(desc(orders.id))
      .limit(1);
    const [reviewed] = latest
      ? await db
          .select({ id: reviews.id })
          .from(reviews)
          .where(and(eq(reviews.orderId, latest.id), eq(reviews.userId, userId)))
          .limit(1)
      : [];
    const order = latest && !latest.reviewReminderDismissed && !reviewed ? latest : null;
    if (!order) return c.json({ order_id: null, images: [] });
    const details = await db
      .select({ itemId: orderDetails.itemId })
      .from(orderDetails)
      .where(eq(orderDetails.orderId, order.id));
    const ids = details.flatMap((row) => (row.itemId === null ? [] : [row.itemId]));
    const images =
      ids.length > 0
        ? await db.select({ image: items.image }).from(items).where(inArray(items.id, ids))
        : [];
    const view = await viewOf(c);
    return c.json({
      order_id: order.id,
      images: images.map((row) => fileUrl(view, "product", row.image)).filter(Boolean),
    });
  });

  api.get("/customer/review-reminder-cancel", async (c) => {
    const raw = c.req.query("order_id") ?? "";
    const orderId = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
    await c
      .get("deps")
      .db.update(orders)
      .set({ reviewReminderDismissed: true, updatedAt: nowOf(c).toISOString() })
      .where(and(eq(orders.id, orderId), eq(orders.ownerKey, userOwner(customerOf(c)).key)));
    return c.json("success");
  });

  return api;
}
