// Single source of truth for resolving a failed payment (A4, A9): cash on delivery where the zone allows it, or cancel.

import type { Zone } from "@marketplace/api-client";

/** The cancel reason sent for a failed payment (A9). */
export const FAILED_PAYMENT_CANCEL_REASON = "Order payment canceled";

/**
 * Switching a failed order to cash on delivery is offered only if the ORDER's zone allows it (the zone its
 * delivery address lies in, as the server stored it on the order), not the zone the visitor browses in.
 * `zoneData` is what `config/get-zone-id` answers at one of the order's points; a zone other than the
 * order's says nothing.
 * @example orderZoneCashOnDelivery([{ id: 2, cash_on_delivery: false }, { id: 3, cash_on_delivery: true }], 3) // true
 */
export function orderZoneCashOnDelivery(
  zoneData: readonly Pick<Zone, "id" | "cash_on_delivery">[] | null | undefined,
  orderZoneId: number | null | undefined,
): boolean | null {
  if (orderZoneId === null || orderZoneId === undefined) return null;
  const zone = zoneData?.find((row) => row.id === orderZoneId);
  return zone ? zone.cash_on_delivery === true : null;
}

export interface PaymentMethodSwitchBody {
  order_id: number;
  _method: "put";
  guest_id?: number;
}

/**
 * The `customer/order/payment-method` body that switches a failed order to cash on delivery.
 * @example paymentMethodSwitchBody(100045, 77) // { order_id: 100045, _method: "put", guest_id: 77 }
 */
export function paymentMethodSwitchBody(
  orderId: number,
  guestId?: number,
): PaymentMethodSwitchBody {
  return guestId === undefined
    ? { order_id: orderId, _method: "put" }
    : { order_id: orderId, _method: "put", guest_id: guestId };
}

/**
 * The `customer/order/cancel` body for a failed payment: the same fields plus the reason 'Order payment canceled'.
 * @example failedPaymentCancelBody(100045) // { order_id: 100045, _method: "put", reason: "Order payment canceled" }
 */
export function failedPaymentCancelBody(
  orderId: number,
  guestId?: number,
): PaymentMethodSwitchBody & { reason: string } {
  return { ...paymentMethodSwitchBody(orderId, guestId), reason: FAILED_PAYMENT_CANCEL_REASON };
}
