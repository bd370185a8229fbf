// Single source of truth for what a customer may do with one of their orders (A4 order status flow, A7).

import type { Order } from "@marketplace/api-client";

import { duePaymentMethod } from "./order-payment-method";

/** Statuses of an order that is not finished yet (the running list). */
export const RUNNING_ORDER_STATUSES = [
  "pending",
  "accepted",
  "confirmed",
  "processing",
  "handover",
  "picked_up",
] as const;

type ActionOrder = Pick<Order, "order_status" | "payment_status" | "payment_method" | "payments">;

/**
 * The cancel dialog ('What's Wrong With This Order?') is offered while the order is pending (nobody has
 * confirmed it yet) or failed (its digital payment failed); after that the store answers 'You can not
 * cancel after confirm order'.
 * @example canCancelOrder({ order_status: "pending" }) // true
 */
export function canCancelOrder(order: Pick<Order, "order_status">): boolean {
  return order.order_status === "pending" || order.order_status === "failed";
}

/**
 * A refund can be requested for a delivered order that was paid.
 * @example canRequestRefund({ order_status: "delivered", payment_status: "paid" }) // true
 */
export function canRequestRefund(order: Pick<Order, "order_status" | "payment_status">): boolean {
  return order.order_status === "delivered" && order.payment_status === "paid";
}

/**
 * Switching to cash on delivery: an unpaid digital order (or a partial payment whose rest is digital) that
 * is pending or failed, in a zone that allows cash on delivery.
 * @example canSwitchToCashOnDelivery({ order_status: "failed", payment_status: "unpaid", payment_method: "digital_payment" }, true) // true
 */
export function canSwitchToCashOnDelivery(order: ActionOrder, zoneAllowsCash: boolean): boolean {
  return (
    zoneAllowsCash &&
    duePaymentMethod(order) === "digital_payment" &&
    order.payment_status !== "paid" &&
    (order.order_status === "pending" || order.order_status === "failed")
  );
}

/**
 * Whether an order belongs to the running list (else the history).
 * @example isRunningOrder({ order_status: "picked_up" }) // true
 */
export function isRunningOrder(order: Pick<Order, "order_status">): boolean {
  return (RUNNING_ORDER_STATUSES as readonly string[]).includes(order.order_status);
}
