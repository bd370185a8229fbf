import type { Context } from "hono";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";

import { orderPlaceBodySchema } from "@marketplace/api-client";

import type { AppEnv } from "../../lib/app-env";
import {
  currentUser,
  guestOwner,
  readGuestId,
  resolveOwner,
  userOwner,
} from "../../accounts/owner";
import { normalizePhone } from "../../accounts/users";
import { invalidateCatalog } from "../../catalog/invalidate";
import { orderDetails, orders, users, walletTransactions } from "../../db/schema";
import { ApiError, errorBody, validationError } from "../../lib/errors";
import { moduleCheck } from "../../lib/middleware";
import { parseBody, parseQuery } from "../../lib/validate";
import { formatDetail, formatOrder } from "../../orders/format";
import { placeOrder } from "../../orders/place";
import { historyStatuses, runningStatuses } from "../../orders/statuses";
import { returnStock } from "../../orders/stock";
import { filesOf, saveUpload } from "../customer/uploads";
import { limitParam, nowOf, offsetParam, paged, viewOf } from "../helpers";
import { courierOf, orderIdOf, orderNotFound, ownedOrder, parcelCategoriesOf } from "./lookup";
import { offlinePaymentMethods, reasonRoutes, refundReasons } from "./reasons";

const idempotencyKey = z
  .string()
  .regex(/^[\w.:-]{1,200}$/)
  .optional();

function keyOf(c: Context<AppEnv>): string | null {
  const result = idempotencyKey.safeParse(c.req.header("idempotency-key"));
  if (!result.success)
    throw ApiError.of(403, "idempotency_key", "The Idempotency-Key header is invalid.");
  return result.data ?? null;
}

function moduleOf(c: Context<AppEnv>): number {
  const module = c.get("module");
  if (!module) throw ApiError.of(403, "moduleId", "The module id field is required.");
  return module.id;
}

const listQuery = z.object({
  limit: limitParam(10),
  offset: offsetParam,
  guest_id: z.string().max(20).optional(),
});
const orderQuery = z.object({
  order_id: z.string().max(12),
  guest_id: z.string().max(20).optional(),
  contact_number: z.string().max(30).optional(),
});
const cancelBody = z.object({
  order_id: z.union([z.string(), z.number()]),
  reason: z.string().min(1).max(255),
  guest_id: z.union([z.string(), z.number()]).optional(),
});
const paymentBody = z.object({
  order_id: z.union([z.string(), z.number()]),
  guest_id: z.union([z.string(), z.number()]).optional(),
});
const offlineBody = z
  .object({
    order_id: z.union([z.string(), z.number()]),
    method_id: z.union([z.string(), z.number()]).optional(),
    guest_id: z.union([z.string(), z.number()]).optional(),
  })
  .catchall(z.union([z.string().max(500), z.number()]));
const demoPaymentQuery = z.object({
  order_id: z.string().max(12),
  guest_id: z.string().max(20).optional(),
  outcome: z.enum(["success", "fail"]),
  callback: z.string().max(500).optional(),
});
const refundBody = z.object({
  order_id: z.union([z.string(), z.number()]),
  customer_reason: z.string().min(1).max(254),
  refund_method: z.string().max(100).optional(),
  customer_note: z.string().max(1000).optional(),
});

/** `customer/order/*`: place, list, details, track, cancel, payment switch, refunds. */
export function orderRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.route("/", reasonRoutes());
  api.use("/customer/order/*", moduleCheck({ optional: true }));

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

  const list = (statuses: string[]) => async (c: Context<AppEnv>) => {
    const query = parseQuery(c, listQuery);
    const owner = await resolveOwner(c, query.guest_id);
    const { db, env } = c.get("deps");
    const where = and(eq(orders.ownerKey, owner.key), inArray(orders.orderStatus, statuses));
    const [total] = await db.select({ value: count() }).from(orders).where(where);
    const rows = await db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.id))
      .limit(query.limit)
      .offset((query.offset - 1) * query.limit);
    const view = await viewOf(c);
    const categories = await parcelCategoriesOf(c, rows);
    const formatted = await Promise.all(
      rows.map(async (row) =>
        formatOrder(row, view, await courierOf(c, row), env.orderLifePaceMs, categories),
      ),
    );
    return c.json({
      ...paged("orders", total?.value ?? 0, query.limit, query.offset, formatted),
    });
  };
  api.get("/customer/order/list", list(historyStatuses));
  api.get("/customer/order/running-orders", list(runningStatuses));

  api.get("/customer/order/details", async (c) => {
    const query = parseQuery(c, orderQuery);
    const owner = await resolveOwner(c, query.guest_id);
    const order = await ownedOrder(c, owner, orderIdOf(query.order_id));
    const details = await c
      .get("deps")
      .db.select()
      .from(orderDetails)
      .where(eq(orderDetails.orderId, order.id))
      .orderBy(orderDetails.id);
    if (details.length === 0) {
      const view = await viewOf(c);
      return c.json(
        formatOrder(
          order,
          view,
          await courierOf(c, order),
          c.get("deps").env.orderLifePaceMs,
          await parcelCategoriesOf(c, [order]),
        ),
      );
    }
    return c.json(details.map((detail) => formatDetail(detail, order)));
  });

  api.get("/customer/order/track", async (c) => {
    const query = parseQuery(c, orderQuery);
    const orderId = orderIdOf(query.order_id);
    const { db, env } = c.get("deps");
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw orderNotFound();
    const user = await currentUser(c);
    const guestId = readGuestId(query.guest_id);
    const ownsIt =
      (user !== null && order.ownerKey === `u:${String(user.id)}`) ||
      (guestId !== null && order.ownerKey === guestOwner(guestId).key);
    // Without ownership, the contact number on the order is the proof (the guest tracking form).
    const contact = order.deliveryAddress?.contact_person_number;
    const byContact =
      query.contact_number !== undefined &&
      contact !== null &&
      contact !== undefined &&
      normalizePhone(contact).replace(/^\+/, "") ===
        normalizePhone(query.contact_number).replace(/^\+/, "");
    if (!ownsIt && !byContact) throw orderNotFound();
    const view = await viewOf(c);
    return c.json(
      formatOrder(
        order,
        view,
        await courierOf(c, order),
        env.orderLifePaceMs,
        await parcelCategoriesOf(c, [order]),
      ),
    );
  });

  api.put("/customer/order/cancel", async (c) => {
    const body = await parseBody(c, cancelBody);
    const owner = await resolveOwner(c, body.guest_id);
    const order = await ownedOrder(c, owner, orderIdOf(body.order_id));
    if (!["pending", "failed"].includes(order.orderStatus))
      throw ApiError.of(403, "order", "You can not cancel after confirm order");
    const { db } = c.get("deps");
    const now = nowOf(c).toISOString();
    const updated = await db
      .update(orders)
      .set({
        orderStatus: "canceled",
        cancellationReason: body.reason,
        canceledBy: "customer",
        statusTimes: { ...order.statusTimes, canceled: now },
        updatedAt: now,
      })
      .where(and(eq(orders.id, order.id), inArray(orders.orderStatus, ["pending", "failed"])))
      .returning({ id: orders.id });
    if (updated.length === 0)
      throw ApiError.of(403, "order", "You can not cancel after confirm order");
    const details = await db
      .select({
        itemId: orderDetails.itemId,
        quantity: orderDetails.quantity,
        variation: orderDetails.variation,
      })
      .from(orderDetails)
      .where(eq(orderDetails.orderId, order.id));
    await returnStock(
      db,
      details.map((row) => ({ ...row, hasVariation: row.variation.length > 0 })),
      await viewOf(c),
    );
    // Stock and flash-sale sold counts changed: catalogue lists show them at once.
    invalidateCatalog(db);
    if (order.paymentMethod === "wallet" && order.paymentStatus === "paid" && order.userId) {
      const [user] = await db
        .update(users)
        .set({ walletBalance: sql`${users.walletBalance} + ${order.orderAmount}` })
        .where(eq(users.id, order.userId))
        .returning({ balance: users.walletBalance });
      await db.insert(walletTransactions).values({
        userId: order.userId,
        kind: "wallet",
        transactionId: `refund-${String(order.id)}`,
        transactionType: "order_refund",
        reference: String(order.id),
        credit: order.orderAmount,
        balance: user?.balance ?? 0,
      });
    }
    return c.json({ message: "Order canceled successfully" });
  });

  api.put("/customer/order/payment-method", async (c) => {
    const body = await parseBody(c, paymentBody);
    const owner = await resolveOwner(c, body.guest_id);
    const order = await ownedOrder(c, owner, orderIdOf(body.order_id));
    if (order.paymentStatus === "paid" || !["pending", "failed"].includes(order.orderStatus))
      throw ApiError.of(403, "order", "The payment method of this order can not be changed.");
    const view = await viewOf(c);
    const zone = view.ref.zones.find((row) => row.id === order.zoneId);
    if (!zone?.cashOnDelivery)
      throw ApiError.of(403, "cod", "Cash on delivery is not available in this zone.");
    const now = nowOf(c).toISOString();
    await c
      .get("deps")
      .db.update(orders)
      .set({
        paymentMethod: "cash_on_delivery",
        orderStatus: "pending",
        statusTimes: { ...order.statusTimes, pending: now },
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    return c.json({ message: "Payment method is updated." });
  });

  /**
   * The demo payment gateway (the production client opens `/payment-mobile`): `outcome=success` marks a
   * digital payment paid (the order then moves on), `outcome=fail` marks the order failed, which opens
   * the storefront's failed-payment flow (switch to cash on delivery, or cancel). Redirects to `callback`.
   */
  api.get("/customer/order/demo-payment", async (c) => {
    if (!c.get("deps").env.demoMode) throw orderNotFound();
    const query = parseQuery(c, demoPaymentQuery);
    const owner = await resolveOwner(c, query.guest_id);
    const order = await ownedOrder(c, owner, orderIdOf(query.order_id));
    if (order.paymentMethod !== "digital_payment" || order.paymentStatus === "paid")
      throw ApiError.of(403, "order", "This order is not waiting for a digital payment.");
    const now = nowOf(c).toISOString();
    const success = query.outcome === "success";
    await c
      .get("deps")
      .db.update(orders)
      .set(
        success
          ? {
              paymentStatus: "paid",
              statusTimes: { ...order.statusTimes, pending: now },
              updatedAt: now,
            }
          : {
              orderStatus: "failed",
              statusTimes: { ...order.statusTimes, failed: now },
              updatedAt: now,
            },
      )
      .where(eq(orders.id, order.id));
    const flag = success ? "success" : "fail";
    if (query.callback && /^https?:\/\//.test(query.callback)) {
      const separator = query.callback.includes("?") ? "&" : "?";
      return c.redirect(`${query.callback}${separator}flag=${flag}&order_id=${String(order.id)}`);
    }
    return c.json({ order_id: order.id, payment: flag });
  });

  /** Offline payment proof: the method's own fields (required ones checked) and a note. */
  const offlinePayment = (update: boolean) => async (c: Context<AppEnv>) => {
    const body = await parseBody(c, offlineBody);
    const owner = await resolveOwner(c, body.guest_id);
    const order = await ownedOrder(c, owner, orderIdOf(body.order_id));
    if (order.paymentMethod !== "offline_payment" || order.paymentStatus === "paid")
      throw ApiError.of(403, "order", "This order is not waiting for an offline payment.");
    if (update && !order.offlinePayment)
      throw ApiError.of(403, "order", "No offline payment to update.");
    const view = await viewOf(c);
    const zone = view.ref.zones.find((row) => row.id === order.zoneId);
    if (!zone?.offlinePayment)
      throw ApiError.of(403, "offline_payment", "Offline payment is not available in this zone.");
    const methodId = update ? (order.offlinePayment?.method_id ?? 0) : Number(body.method_id);
    const method = offlinePaymentMethods.find((entry) => entry.id === methodId);
    if (!method) throw ApiError.of(403, "method_id", "The selected method id is invalid.");
    const input: Record<string, string> = {};
    for (const info of method.method_informations) {
      const value = body[info.customer_input];
      if (typeof value === "string" && value.trim() !== "")
        input[info.customer_input] = value.trim().slice(0, 200);
      else if (info.is_required === 1)
        throw ApiError.of(
          403,
          info.customer_input,
          `The ${info.customer_input} field is required.`,
        );
    }
    await c
      .get("deps")
      .db.update(orders)
      .set({
        offlinePayment: {
          method_id: method.id,
          method_name: method.method_name,
          customer_input: input,
          customer_note:
            typeof body.customer_note === "string" ? body.customer_note.slice(0, 500) : null,
          status: "pending",
        },
        updatedAt: nowOf(c).toISOString(),
      })
      .where(eq(orders.id, order.id));
    return c.json({ payment: update ? "Payment_Info_Updated_successfully" : "success" });
  };
  api.put("/customer/order/offline-payment", offlinePayment(false));
  api.put("/customer/order/offline-payment-update", offlinePayment(true));

  api.get("/customer/order/refund-reasons", (c) => c.json({ refund_reasons: refundReasons }));

  api.post("/customer/order/refund-request", async (c) => {
    const body = await parseBody(c, refundBody);
    const user = await currentUser(c);
    if (!user) throw new ApiError(401, errorBody("auth-001", "Unauthenticated."));
    const order = await ownedOrder(c, userOwner(user.id), orderIdOf(body.order_id));
    if (order.orderStatus !== "delivered" || order.paymentStatus !== "paid")
      throw ApiError.of(403, "order", "You can not request a refund for this order.");
    const now = nowOf(c).toISOString();
    await c
      .get("deps")
      .db.update(orders)
      .set({
        orderStatus: "refund_requested",
        refundRequested: true,
        statusTimes: { ...order.statusTimes, refund_requested: now },
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    return c.json({ message: "Refund request has been sent." });
  });

  return api;
}
