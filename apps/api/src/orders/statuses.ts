/** Statuses `customer/order/list` returns (history); every other status is a running order. */
export const historyStatuses = [
  "delivered",
  "canceled",
  "refund_requested",
  "refund_request_canceled",
  "refunded",
  "failed",
];

export const runningStatuses = [
  "pending",
  "accepted",
  "confirmed",
  "processing",
  "handover",
  "picked_up",
];

/** The simulated life of a demo order, one step per pace. */
export const lifeSteps = ["pending", "confirmed", "processing", "picked_up", "delivered"] as const;
