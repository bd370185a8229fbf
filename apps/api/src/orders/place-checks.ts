import type { CartLine, OrderPlaceBody } from "@marketplace/api-client";
import { cashOnDeliveryLimit, toMinorUnits } from "@marketplace/domain";

import type { StoreRow, ZoneRow } from "../catalog/reference";
import type { View } from "../catalog/view";
import type { OrderPrice } from "./pricing";
import { isStoreOpen } from "../catalog/store-hours";
import { zonesAt } from "../routes/config/zones";
import { refuse } from "./place-input";

/** Where and when an order goes, once its store, zone and schedule are checked. */
export interface Destination {
  store: StoreRow;
  zone: ZoneRow;
  scheduled: boolean;
  scheduleAt: string | null;
}

/**
 * One store per order, the store in the module, a prescription where an item needs one, the order type
 * the store offers, a zone serving the module at the destination (the store's zone for take-away), a
 * valid schedule, and an open store for orders placed for now.
 */
export function checkDestination(input: {
  view: View;
  body: OrderPlaceBody;
  moduleId: number;
  lines: readonly CartLine[];
  attachments: readonly string[];
}): Destination {
  const { view, body, moduleId, lines } = input;
  const storeId = lines[0]?.item.store_id ?? body.store_id;
  if (storeId === undefined) throw refuse(403, "store_id", "The store id field is required.");
  if (
    lines.some((line) => line.item.store_id !== storeId) ||
    (body.store_id !== undefined && body.store_id !== storeId)
  )
    throw refuse(403, "different_stores", "Items of different stores can not be ordered together.");
  const store = view.ref.stores.get(storeId);
  if (store?.moduleId !== moduleId) throw refuse(404, "store", "Store not found.");
  if (
    lines.some((line) => line.item.is_prescription_required === true) &&
    input.attachments.length === 0
  )
    throw refuse(403, "prescription", "Prescription is required for this order.");

  const orderType = body.order_type;
  if (orderType === "delivery" && !store.delivery)
    throw refuse(403, "order_type", "The store does not deliver.");
  if (orderType === "take_away" && !store.takeAway)
    throw refuse(403, "order_type", "The store does not offer take away.");
  const zone =
    orderType === "take_away"
      ? view.ref.zones.find((row) => row.id === store.zoneId)
      : zonesAt(view.ref, body.latitude, body.longitude).find((row) =>
          view.ref.moduleZones.some((rule) => rule.zoneId === row.id && rule.moduleId === moduleId),
        );
  if (!zone) throw refuse(403, "coordinates", "Service not available in this area.");

  let scheduled = false;
  let scheduleAt: string | null = null;
  if (body.schedule_at) {
    const when = new Date(body.schedule_at);
    if (Number.isNaN(when.getTime()) || when.getTime() < view.now.getTime() - 60_000)
      throw refuse(406, "schedule_at", "The schedule time is not valid.");
    if (!store.scheduleOrder)
      throw refuse(406, "schedule_at", "The store does not take scheduled orders.");
    scheduled = when.getTime() > view.now.getTime() + 60_000;
    scheduleAt = when.toISOString();
  }
  if (!scheduled && !isStoreOpen(store, view.ref.schedules.get(store.id), view.now))
    throw refuse(406, "store", "The store is closed now.");
  return { store, zone, scheduled, scheduleAt };
}

/**
 * The coupon's minimum purchase and the store's minimum order. A prescription order without cart lines has
 * no amount yet (the pharmacy prices the prescription), so the store's minimum does not apply to it.
 */
export function checkAmounts(
  price: OrderPrice,
  store: StoreRow,
  digits: number,
  pricedLater = false,
): void {
  if (price.couponOutcome?.code === "coupon_min_purchase")
    throw refuse(406, "coupon", "To apply this coupon, total item amount should be minimum");
  if (!pricedLater && price.subtotal < toMinorUnits(store.minimumOrder, digits))
    throw refuse(403, "minimum_order", "The order amount is below the store's minimum order.");
}

/**
 * The payment method against the zone (cash on delivery with its maximum, offline, digital); the wallet
 * needs a signed-in customer (the balance is checked under the placing lock). Answers the payment status.
 */
export function checkPayment(input: {
  view: View;
  body: OrderPlaceBody;
  moduleId: number;
  zone: ZoneRow;
  signedIn: boolean;
  total: number;
  digits: number;
}): "paid" | "unpaid" {
  const { view, zone, moduleId } = input;
  const method = input.body.payment_method;
  if (method === "cash_on_delivery") {
    if (!zone.cashOnDelivery)
      throw refuse(403, "payment_method", "Cash on delivery is not available in this zone.");
    const rule = view.ref.moduleZones.find(
      (row) => row.zoneId === zone.id && row.moduleId === moduleId,
    );
    const cap =
      rule?.maximumCodOrderAmount != null && rule.maximumCodOrderAmount > 0
        ? toMinorUnits(rule.maximumCodOrderAmount, input.digits)
        : null;
    if (cashOnDeliveryLimit(input.total, cap).code === "cod_limit_exceeded")
      throw refuse(
        203,
        "order_amount",
        "The total amount of the order, exceeds maximum amount of the cash on delivery method",
      );
    return "unpaid";
  }
  if (method === "offline_payment") {
    if (!zone.offlinePayment)
      throw refuse(403, "payment_method", "Offline payment is not available in this zone.");
    return "unpaid";
  }
  if (method === "digital_payment") {
    if (!zone.digitalPayment)
      throw refuse(403, "payment_method", "Digital payment is not available in this zone.");
    return "unpaid";
  }
  if (!input.signedIn) throw refuse(403, "payment_method", "Sign in to pay with the wallet.");
  return "paid";
}
