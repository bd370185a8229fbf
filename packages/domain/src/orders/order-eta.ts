// Single source of truth for the tracking ETA (issue 17 item 6): an arrival range and an 'arrives by' time
// from the store's delivery time, the store → receiver distance and the courier's progress along it.

import type { LatLng } from "../location/distance";
import { distanceMeters } from "../location/distance";

/** Statuses before the courier leaves the store (the whole delivery time is still ahead). */
const BEFORE_PICKUP = ["pending", "accepted", "confirmed", "processing", "handover"];

export interface OrderEtaInput {
  order_status: string;
  /** The store's delivery time in minutes ("20-30 min" → 20 and 30); null when unknown. */
  min_delivery_time: number | null | undefined;
  max_delivery_time: number | null | undefined;
  /** When the order was placed (ISO); the delivery time counts from it until the courier picks it up. */
  placed_at: string | null | undefined;
  /** When the order was delivered (ISO), for the delivered outcome. */
  delivered_at: string | null | undefined;
  /** The store (or a parcel's sender), the receiver and the courier, when known. */
  origin: LatLng | null;
  destination: LatLng | null;
  courier: LatLng | null;
  now: Date;
}

export type OrderEta =
  | {
      code: "on_its_way" | "preparing";
      /** Minutes from now: the arrival range, at least 1 each, `min_minutes` ≤ `max_minutes`. */
      min_minutes: number;
      max_minutes: number;
      /** The latest arrival: now plus `max_minutes`. */
      arrives_by: Date;
      /** Store → receiver distance in metres (null without both points). */
      distance_m: number | null;
      /** What is left of it in metres (the whole distance before pickup). */
      remaining_m: number | null;
      /** The courier's progress, 0 to 1 (0 before pickup). */
      progress: number;
      /** The same in whole percent, cut down (100 only at the receiver). */
      progress_percent: number;
    }
  | { code: "delivered"; delivered_at: Date | null }
  | { code: "none" };

const MINUTE_MS = 60_000;

const readDate = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  const date = new Date(
    value.includes("T") || value.endsWith("Z") ? value : value.replace(" ", "T"),
  );
  return Number.isNaN(date.getTime()) ? null : date;
};

const clamp01 = (value: number): number => Math.min(1, Math.max(0, value));

/**
 * The ETA the tracking view shows after each refresh.
 * - Before pickup: the store's delivery time [min, max] minus the minutes since the order was placed.
 * - On the way (picked_up): the delivery time scaled by what is left of the store → receiver distance
 *   (the courier's progress), so the range shrinks as the courier nears the receiver.
 * - Delivered: when; cancelled, failed, refunded or no delivery time: none.
 * Every bound is a whole minute, at least 1; `arrives_by` is now plus the upper bound.
 * @example orderEta({ order_status: "picked_up", min_delivery_time: 20, max_delivery_time: 30, origin, destination, courier: halfway, … }) // { code: "on_its_way", min_minutes: 10, max_minutes: 15, progress: 0.5, … }
 */
export function orderEta(input: OrderEtaInput): OrderEta {
  if (input.order_status === "delivered") {
    return { code: "delivered", delivered_at: readDate(input.delivered_at) };
  }
  const onTheWay = input.order_status === "picked_up";
  if (!onTheWay && !BEFORE_PICKUP.includes(input.order_status)) return { code: "none" };
  const low = input.min_delivery_time ?? null;
  const high = input.max_delivery_time ?? null;
  if (
    low === null ||
    high === null ||
    !Number.isFinite(low) ||
    !Number.isFinite(high) ||
    high <= 0
  ) {
    return { code: "none" };
  }
  const minBase = Math.max(0, Math.min(low, high));
  const maxBase = Math.max(low, high);
  const distance =
    input.origin && input.destination ? distanceMeters(input.origin, input.destination) : null;
  let remaining = distance;
  let progress = 0;
  if (onTheWay && distance !== null && input.destination && input.courier) {
    remaining = Math.min(distance, distanceMeters(input.courier, input.destination));
    progress = distance === 0 ? 1 : clamp01(1 - remaining / distance);
  }
  let minMinutes: number;
  let maxMinutes: number;
  if (onTheWay) {
    minMinutes = minBase * (1 - progress);
    maxMinutes = maxBase * (1 - progress);
  } else {
    const placed = readDate(input.placed_at);
    const elapsed = placed ? Math.max(0, (input.now.getTime() - placed.getTime()) / MINUTE_MS) : 0;
    minMinutes = minBase - elapsed;
    maxMinutes = maxBase - elapsed;
  }
  // Whole minutes up, after dropping floating-point noise (10.000000001 is 10).
  const whole = (minutes: number) => Math.ceil(Math.round(minutes * 1000) / 1000);
  const min = Math.max(1, whole(minMinutes));
  const max = Math.max(min, whole(maxMinutes));
  return {
    code: onTheWay ? "on_its_way" : "preparing",
    min_minutes: min,
    max_minutes: max,
    arrives_by: new Date(input.now.getTime() + max * MINUTE_MS),
    distance_m: distance,
    remaining_m: remaining,
    progress,
    progress_percent: Math.trunc(progress * 100),
  };
}
