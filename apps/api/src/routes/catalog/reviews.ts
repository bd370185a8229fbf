import { and, count, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";

import type { AppEnv } from "../../lib/app-env";
import { translated } from "../../catalog/translate";
import { fileUrl } from "../../catalog/view";
import { items, reviews } from "../../db/schema";
import { moduleCheck } from "../../lib/middleware";
import { idParam, parseQuery } from "../../lib/validate";
import { viewOf } from "../helpers";
import { reviewAttachmentUrls } from "../uploads/review-files";

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

/** Item reviews and ratings (submission belongs to the accounts area). */
export function reviewRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get("/items/reviews/:id", moduleCheck(), async (c) => {
    const query = parseQuery(
      c,
      z.object({
        limit: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).optional()),
        offset: z.preprocess(
          emptyToUndefined,
          z.coerce.number().int().min(1).max(100_000).optional(),
        ),
      }),
    );
    const view = await viewOf(c);
    const itemId = idParam(c.req.param("id"), "item", "Item not found.");
    const { db } = c.get("deps");
    const where = and(eq(reviews.itemId, itemId), eq(reviews.status, 1));
    const [[total], [item]] = await Promise.all([
      db.select({ value: count() }).from(reviews).where(where),
      db.select({ name: items.name, image: items.image }).from(items).where(eq(items.id, itemId)),
    ]);
    const paging = query.limit !== undefined && query.offset !== undefined;
    const limit = query.limit ?? 1000;
    const offset = query.offset ?? 1;
    const rows = await db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset((offset - 1) * limit);
    return c.json({
      total_size: total?.value ?? 0,
      limit: paging ? limit : null,
      offset: paging ? offset : null,
      reviews: rows.map((row) => ({
        id: row.id,
        item_id: row.itemId,
        user_id: row.userId,
        order_id: row.orderId,
        rating: row.rating,
        comment: row.comment,
        reply: row.reply,
        attachment: row.attachment,
        attachment_full_url: reviewAttachmentUrls(view.publicUrl, row.id, row.attachment),
        item_name: item ? translated(view, "item", itemId, "name", item.name) : null,
        item_image: item?.image ?? null,
        item_image_full_url: fileUrl(view, "product", item?.image),
        customer_name: row.customerName,
        customer: {
          f_name: row.customerName.split(" ")[0] ?? row.customerName,
          l_name: row.customerName.split(" ").slice(1).join(" "),
          image_full_url: null,
        },
        created_at: row.createdAt,
        updated_at: row.updatedAt,
      })),
    });
  });

  app.get("/items/rating/:id", moduleCheck(), async (c) => {
    const itemId = idParam(c.req.param("id"), "item", "Item not found.");
    const [row] = await c
      .get("deps")
      .db.select({ avg: items.avgRating })
      .from(items)
      .where(eq(items.id, itemId));
    return c.json(row?.avg ?? 0);
  });

  return app;
}
