import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";

import type { AppEnv } from "../../lib/app-env";
import { resolveOwner } from "../../accounts/owner";
import { orders } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import { uploadsRoot } from "../customer/uploads";

/** The names `saveUpload` gives files: 24 random hex digits and an image extension. */
const storedName = /^[0-9a-f]{24}\.(jpg|png|gif|webp)$/;

const types: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
};

/** Every refusal after sign-in looks the same: a missing order, another owner's, an unknown file. */
const fileNotFound = () => ApiError.notFound("file", "File not found.");

/** Where a prescription image of an order is served (only to the order's owner). */
export function orderAttachmentUrl(publicUrl: string, orderId: number, file: string): string {
  return `${publicUrl}/api/v1/customer/order/attachment/${String(orderId)}/${encodeURIComponent(file)}`;
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
    const orderId = c.req.param("orderId");
    const file = c.req.param("file");
    if (!/^\d{1,9}$/.test(orderId) || !storedName.test(file)) throw fileNotFound();
    const [order] = await c
      .get("deps")
      .db.select({ attachments: orders.orderAttachment })
      .from(orders)
      .where(and(eq(orders.id, Number(orderId)), eq(orders.ownerKey, owner.key)));
    if (!order?.attachments.includes(file)) throw fileNotFound();
    let body: Buffer;
    try {
      body = await readFile(path.join(uploadsRoot, "order", file));
    } catch {
      throw fileNotFound();
    }
    return c.body(new Uint8Array(body), 200, {
      "content-type": types[file.slice(file.lastIndexOf(".") + 1)] ?? "application/octet-stream",
      "cache-control": "private, no-store",
      "content-security-policy": "default-src 'none'",
    });
  });
  return api;
}
