import { and, eq } from "drizzle-orm";
import { Hono } from "hono";

import type { AppEnv } from "../../lib/app-env";
import { resolveOwner } from "../../accounts/owner";
import { orders } from "../../db/schema";
import { fileNotFound, pathId, serveUpload, uploadUrl } from "./serve-upload";

/** Where a prescription image of an order is served (only to the order's owner). */
export function orderAttachmentUrl(publicUrl: string, orderId: number, file: string): string {
  return uploadUrl(publicUrl, "customer/order/attachment", orderId, file);
}

/**
 * `GET customer/order/attachment/{order_id}/{file}`: a prescription image, to the order's owner only
 * (bearer token, or the guest id that placed it). Uploads live under `.data/uploads/`, outside the
 * public `/storage/*` folder; vendor and courier registration files are never served.
 */
export function orderAttachmentRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.get("/customer/order/attachment/:orderId/:file", async (c) => {
    const owner = await resolveOwner(c, c.req.query("guest_id"));
    const orderId = pathId(c.req.param("orderId"));
    if (orderId === null) throw fileNotFound();
    return serveUpload(c, {
      folder: "order",
      file: c.req.param("file"),
      audience: "private",
      listed: async (file) => {
        const [order] = await c
          .get("deps")
          .db.select({ attachments: orders.orderAttachment })
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.ownerKey, owner.key)));
        return order?.attachments.includes(file) ?? false;
      },
    });
  });
  return api;
}
