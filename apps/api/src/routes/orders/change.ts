import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";

import { demoPaymentBodySchema, orderCancelBodySchema } from "@marketplace/api-client";

import type { Db } from "../../db/client";
import type { AppEnv } from "../../lib/app-env";
import type { StockChange } from "../../orders/stock";
import { resolveOwner } from "../../accounts/owner";
import { orders, users, walletTransactions } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import { redirectTarget, withParams } from "../../lib/redirect-target";
import { parseBody } from "../../lib/validate";
import { holdsStock, releaseOrderStock, retakeOrderStock } from "../../orders/order-stock";
import { noStockChange, showStock } from "../../orders/stock-cache";
import { nowOf, viewOf } from "../helpers";
import { paymentBody } from "./inputs";
import { orderIdOf, orderNotFound, ownedOrder } from "./lookup";

const cannotCancel = () => ApiError.of(403, "order", "You can not cancel after confirm order");

/** `customer/order/cancel`, `payment-method` (failed payment → cash on delivery) and `demo-payment`. */
export function changeRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  /** Pending or failed orders only; a pending order gives its stock back (a failed one already did). */
  api.put("/customer/order/cancel", async (c) => {
    const body = await parseBody(c, orderCancelBodySchema);
    const owner = await resolveOwner(c, body.guest_id);
    const order = await ownedOrder(c, owner, orderIdOf(body.order_id));
    if (!["pending", "failed"].includes(order.orderStatus)) throw cannotCancel();
    const { db } = c.get("deps");
    const view = await viewOf(c);
    const now = nowOf(c).toISOString();
    const change = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const updated = await tx
        .update(orders)
        .set({
          orderStatus: "canceled",
          cancellationReason: body.reason,
          canceledBy: "customer",
          statusTimes: { ...order.statusTimes, canceled: now },
          updatedAt: now,
        })
        .where(and(eq(orders.id, order.id), eq(orders.orderStatus, order.orderStatus)))
        .returning({ id: orders.id });
      if (updated.length === 0) throw cannotCancel();
      const given: StockChange = holdsStock(order.orderStatus)
        ? await releaseOrderStock(tx, order.id, view.ref)
        : noStockChange;
      // What the wallet paid goes back to it: the whole order, or a partial payment's wallet part.
      const walletPaid =
        order.paymentMethod === "wallet" && order.paymentStatus === "paid"
          ? order.orderAmount
          : order.partiallyPaidAmount;
      if (walletPaid > 0 && order.userId) {
        const [user] = await tx
          .update(users)
          .set({ walletBalance: sql`${users.walletBalance} + ${walletPaid}` })
          .where(eq(users.id, order.userId))
          .returning({ balance: users.walletBalance });
        await tx.insert(walletTransactions).values({
          userId: order.userId,
          kind: "wallet",
          transactionId: `refund-${String(order.id)}`,
          transactionType: "order_refund",
          reference: String(order.id),
          credit: walletPaid,
          balance: user?.balance ?? 0,
        });
      }
      return given;
    });
    showStock(db, view.ref, change);
    return c.json({ message: "Order canceled successfully" });
  });

  /** A failed order moved back to pending takes its stock again (403 `stock_out` when it is gone). */
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
    const { db } = c.get("deps");
    const change = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const updated = await tx
        .update(orders)
        .set({
          paymentMethod: "cash_on_delivery",
          orderStatus: "pending",
          statusTimes: { ...order.statusTimes, pending: now },
          updatedAt: now,
        })
        .where(and(eq(orders.id, order.id), eq(orders.orderStatus, order.orderStatus)))
        .returning({ id: orders.id });
      if (updated.length === 0)
        throw ApiError.of(403, "order", "The payment method of this order can not be changed.");
      return holdsStock(order.orderStatus)
        ? noStockChange
        : retakeOrderStock(tx, order.id, view.ref);
    });
    showStock(db, view.ref, change);
    return c.json({ message: "Payment method is updated." });
  });

  /**
   * The demo payment gateway (the production client opens `/payment-mobile`): `outcome=success` marks a
   * digital payment paid (the order then moves on), `outcome=fail` marks the order failed and gives its
   * stock back, which opens the storefront's failed-payment flow (switch to cash on delivery, or cancel).
   * A POST (a state change no link or image can make); redirects (303) to `callback`, which must be on
   * the storefront's own origin (`REDIRECT_ORIGINS`).
   */
  api.post("/customer/order/demo-payment", async (c) => {
    if (!c.get("deps").env.demoMode) throw orderNotFound();
    const query = await parseBody(c, demoPaymentBodySchema);
    const callback = redirectTarget(query.callback, c.get("deps").env.redirectOrigins);
    const owner = await resolveOwner(c, query.guest_id);
    const order = await ownedOrder(c, owner, orderIdOf(query.order_id));
    const waiting = () =>
      ApiError.of(403, "order", "This order is not waiting for a digital payment.");
    if (order.paymentMethod !== "digital_payment" || order.paymentStatus === "paid")
      throw waiting();
    const now = nowOf(c).toISOString();
    const success = query.outcome === "success";
    const { db } = c.get("deps");
    const view = await viewOf(c);
    const change = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const updated = await tx
        .update(orders)
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
        .where(and(eq(orders.id, order.id), eq(orders.orderStatus, order.orderStatus)))
        .returning({ id: orders.id });
      if (updated.length === 0) throw waiting();
      return !success && holdsStock(order.orderStatus)
        ? releaseOrderStock(tx, order.id, view.ref)
        : noStockChange;
    });
    showStock(db, view.ref, change);
    const flag = success ? "success" : "fail";
    if (callback)
      return c.redirect(withParams(callback, { flag, order_id: String(order.id) }), 303);
    return c.json({ order_id: order.id, payment: flag });
  });

  return api;
}
