import type { Context } from "hono";
import { eq } from "drizzle-orm";
import { Hono } from "hono";

import { refundRequestBodySchema } from "@marketplace/api-client";
import { canEditOfflinePayment } from "@marketplace/domain";

import type { AppEnv } from "../../lib/app-env";
import { currentUser, resolveOwner, userOwner } from "../../accounts/owner";
import { orders } from "../../db/schema";
import { ApiError, errorBody } from "../../lib/errors";
import { parseBody } from "../../lib/validate";
import { nowOf, viewOf } from "../helpers";
import { offlineBody, offlineInputOf } from "./inputs";
import { orderIdOf, ownedOrder } from "./lookup";
import { offlinePaymentMethods, refundReasons } from "./reasons";

/** Offline payment proof (and its update), refund reasons and the refund request. */
export function paymentRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  /**
   * Offline payment proof: the method's own fields (required ones checked) and a note. Refused: another
   * owner's order (404), a payment no longer pending (verified or denied) or an order that is paid or
   * closed, a field name the method does not have, a value over its bound or holding control characters.
   */
  const offlinePayment = (update: boolean) => async (c: Context<AppEnv>) => {
    const body = await parseBody(c, offlineBody);
    const owner = await resolveOwner(c, body.guest_id);
    const order = await ownedOrder(c, owner, orderIdOf(body.order_id));
    if (order.paymentMethod !== "offline_payment" || order.paymentStatus === "paid")
      throw ApiError.of(403, "order", "This order is not waiting for an offline payment.");
    if (update && !order.offlinePayment)
      throw ApiError.of(403, "order", "No offline payment to update.");
    if (
      order.offlinePayment &&
      !canEditOfflinePayment({
        order_status: order.orderStatus,
        payment_status: order.paymentStatus,
        offline_payment: order.offlinePayment,
      })
    )
      throw ApiError.of(403, "order", "This payment information can no longer be changed.");
    const view = await viewOf(c);
    const zone = view.ref.zones.find((row) => row.id === order.zoneId);
    if (!zone?.offlinePayment)
      throw ApiError.of(403, "offline_payment", "Offline payment is not available in this zone.");
    const methodId = update ? (order.offlinePayment?.method_id ?? 0) : Number(body.method_id);
    const method = offlinePaymentMethods.find((entry) => entry.id === methodId);
    if (!method) throw ApiError.of(403, "method_id", "The selected method id is invalid.");
    const input = offlineInputOf(method, body);
    const note = typeof body.customer_note === "string" ? body.customer_note.trim() : "";
    await c
      .get("deps")
      .db.update(orders)
      .set({
        offlinePayment: {
          method_id: method.id,
          method_name: method.method_name,
          customer_input: input,
          customer_note: note === "" ? null : note,
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
    const user = await currentUser(c);
    if (!user) throw new ApiError(401, errorBody("auth-001", "Unauthenticated."));
    const body = await parseBody(c, refundRequestBodySchema);
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
