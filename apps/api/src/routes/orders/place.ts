import { Hono } from "hono";

import { orderPlaceBodySchema } from "@marketplace/api-client";

import type { AppEnv } from "../../lib/app-env";
import { resolveOwner } from "../../accounts/owner";
import { ApiError, validationError } from "../../lib/errors";
import { parseBody } from "../../lib/validate";
import { placeOrder } from "../../orders/place";
import { requestFingerprint } from "../../orders/request-fingerprint";
import { filesOf, saveUpload } from "../customer/uploads";
import { viewOf } from "../helpers";
import { keyOf, moduleOf } from "./inputs";

/** `customer/order/place` (cart, buy now) and `customer/order/prescription/place` (1–3 images). */
export function placeRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.post("/customer/order/place", async (c) => {
    const body = await parseBody(c, orderPlaceBodySchema);
    const key = keyOf(c);
    const owner = await resolveOwner(c, body.guest_id, { lockChecksGuest: true });
    const placed = await placeOrder({
      db: c.get("deps").db,
      view: await viewOf(c),
      owner,
      moduleId: moduleOf(c),
      body,
      idempotencyKey: key,
      fingerprint: requestFingerprint(body),
    });
    return c.json({
      message: "Order placed successfully!",
      order_id: placed.orderId,
      total_ammount: placed.total,
      status: placed.status,
      created_at: placed.createdAt,
      user_id: placed.userId,
    });
  });

  api.post("/customer/order/prescription/place", async (c) => {
    const form = await c.req.parseBody({ all: true }).catch(() => {
      throw ApiError.of(403, "body", "The request body is not valid.");
    });
    const files = filesOf(form, "order_attachment");
    if (files.length === 0)
      throw ApiError.of(403, "order_attachment", "Please upload your prescription image");
    if (files.length > 3)
      throw ApiError.of(403, "order_attachment", "Maximum 3 images can be send at a time.");
    const fields = {
      ...Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === "string")),
      order_amount: "0",
      payment_method: "cash_on_delivery",
      order_type: "delivery",
    };
    const result = orderPlaceBodySchema.safeParse(fields);
    if (!result.success) throw validationError(result.error);
    const owner = await resolveOwner(c, result.data.guest_id);
    const attachments: string[] = [];
    for (const file of files) {
      const name = await saveUpload(file, "order", "order_attachment");
      if (name) attachments.push(name);
    }
    const placed = await placeOrder({
      db: c.get("deps").db,
      view: await viewOf(c),
      owner,
      moduleId: moduleOf(c),
      body: result.data,
      idempotencyKey: keyOf(c),
      fingerprint: requestFingerprint({
        ...result.data,
        files: files.map((file) => (file instanceof File ? [file.name, file.size] : typeof file)),
      }),
      attachments,
      prescription: true,
    });
    return c.json({
      message: "Order placed successfully!",
      order_id: placed.orderId,
      total_ammount: placed.total,
      offline_payments: null,
      status: placed.status,
      created_at: placed.createdAt,
      user_id: placed.userId,
    });
  });

  return api;
}
