// Single source of truth for order tracking behaviour (A4, A9): refetch until delivered, courier on the map from picked_up on.

import type { Order } from "@marketplace/api-client";

/** The tracking drawer refreshes every 10 s. */
export const TRACKING_REFETCH_MS = 10_000;

/** Statuses after which the order never changes again. */
export const FINAL_ORDER_STATUSES = [
  "delivered",
  "canceled",
  "failed",
  "refunded",
  "refund_request_canceled",
] as const;

/**
 * The tracking drawer refetches every 10 seconds until delivered (and stops on the other final statuses,
 * which can never become delivered).
 * @example trackingRefetchInterval({ order_status: "picked_up" }) // 10000
 */
export function trackingRefetchInterval(order: Pick<Order, "order_status">): number | false {
  return (FINAL_ORDER_STATUSES as readonly string[]).includes(order.order_status)
    ? false
    : TRACKING_REFETCH_MS;
}

export type TrackingMapFocus =
  | { code: "courier"; lat: number; lng: number }
  | { code: "receiver"; lat: number; lng: number }
  | { code: "none" };

/**
 * The map shows the courier position once picked_up; before that (or without a courier position) it shows
 * the receiver location (receiver_details for parcels, else the delivery address).
 * @example trackingMapFocus(order) // { code: "courier", lat: 23.8, lng: 90.4 }
 */
export function trackingMapFocus(
  order: Pick<Order, "order_status" | "delivery_man" | "delivery_address" | "receiver_details">,
): TrackingMapFocus {
  const courier = order.delivery_man;
  if (order.order_status === "picked_up" && courier?.lat != null && courier.lng != null) {
    return { code: "courier", lat: courier.lat, lng: courier.lng };
  }
  const receiver = order.receiver_details ?? order.delivery_address;
  if (receiver?.latitude != null && receiver.longitude != null) {
    return { code: "receiver", lat: receiver.latitude, lng: receiver.longitude };
  }
  return { code: "none" };
}

export interface TrackingPoint {
  lat: number;
  lng: number;
}

export interface TrackingPoints {
  /** Where the order starts: the store, or a parcel's sender. */
  origin: TrackingPoint | null;
  /** Where it goes: the delivery address, or a parcel's receiver. */
  destination: TrackingPoint | null;
  /** The courier, from picked_up on (null before, or without a position). */
  courier: TrackingPoint | null;
}

const pointOf = (
  place:
    | { latitude?: number | null | undefined; longitude?: number | null | undefined }
    | null
    | undefined,
): TrackingPoint | null =>
  place?.latitude != null && place.longitude != null
    ? { lat: place.latitude, lng: place.longitude }
    : null;

/**
 * The points the tracking map and the ETA use: the store (a parcel's sender) → the receiver, and the
 * courier once the order is picked_up (and where it ended, once delivered).
 * @example trackingPoints(pickedUpOrder).courier // { lat: 23.81, lng: 90.41 }
 */
export function trackingPoints(
  order: Pick<
    Order,
    | "order_status"
    | "order_type"
    | "store"
    | "delivery_man"
    | "delivery_address"
    | "receiver_details"
  >,
): TrackingPoints {
  const parcel = order.order_type === "parcel";
  const origin = parcel ? pointOf(order.delivery_address) : pointOf(order.store);
  const destination = parcel
    ? pointOf(order.receiver_details ?? order.delivery_address)
    : pointOf(order.delivery_address);
  const moving = order.order_status === "picked_up" || order.order_status === "delivered";
  const courier = order.delivery_man;
  return {
    origin,
    destination,
    courier:
      moving && courier?.lat != null && courier.lng != null
        ? { lat: courier.lat, lng: courier.lng }
        : null,
  };
}
