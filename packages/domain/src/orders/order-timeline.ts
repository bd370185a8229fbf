// Single source of truth for the order tracking timeline (A2, A4): Order Placed, Order Confirmed, On the Way, Delivered.

import type { Order } from "@marketplace/api-client";

export const TIMELINE_STEPS = [
  "order_placed",
  "order_confirmed",
  "on_the_way",
  "delivered",
] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

export interface TimelineEntry {
  step: TimelineStep;
  done: boolean;
  /** The wire timestamp of the step, when known. */
  at: string | null;
}

export type TimelineOrder = Pick<
  Order,
  | "order_status"
  | "created_at"
  | "pending"
  | "accepted"
  | "confirmed"
  | "processing"
  | "handover"
  | "picked_up"
  | "delivered"
>;

const STATUS_RANK: Readonly<Record<string, number>> = {
  pending: 0,
  accepted: 1,
  confirmed: 1,
  processing: 1,
  handover: 1,
  picked_up: 2,
  delivered: 3,
};

const present = (value: string | null | undefined): string | null =>
  value !== null && value !== undefined && value !== "" ? value : null;

/**
 * The four timeline steps from the order's status and timestamps: pending → Order Placed; confirmed
 * (accepted, processing, handover) → Order Confirmed; picked_up → On the Way; delivered → Delivered.
 * Other statuses (canceled, failed, refunded) keep the steps their timestamps show.
 * @example orderTimeline({ order_status: "picked_up", … }).map((entry) => entry.done) // [true, true, true, false]
 */
export function orderTimeline(order: TimelineOrder): TimelineEntry[] {
  const at = [
    present(order.pending) ?? present(order.created_at),
    present(order.confirmed) ??
      present(order.accepted) ??
      present(order.processing) ??
      present(order.handover),
    present(order.picked_up),
    present(order.delivered),
  ];
  const rank =
    STATUS_RANK[order.order_status] ??
    at.reduce((highest, stamp, index) => (stamp === null ? highest : index), -1);
  return TIMELINE_STEPS.map((step, index) => ({
    step,
    done: index <= rank,
    at: at[index] ?? null,
  }));
}
