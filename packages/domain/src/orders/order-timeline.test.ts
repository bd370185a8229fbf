import { describe, expect, it } from "vitest";

import { pendingOrder, pickedUpOrder } from "../__fixtures__/orders";
import { orderTimeline } from "./order-timeline";

describe("orderTimeline", () => {
  it("shows the four steps Order Placed, Order Confirmed, On the Way, Delivered from the status", () => {
    expect(orderTimeline(pickedUpOrder)).toEqual([
      { step: "order_placed", done: true, at: "2026-01-01 12:00:00" },
      { step: "order_confirmed", done: true, at: "2026-01-01 12:05:00" },
      { step: "on_the_way", done: true, at: "2026-01-01 12:30:00" },
      { step: "delivered", done: false, at: null },
    ]);
  });

  it("a pending order has only Order Placed done", () => {
    expect(orderTimeline(pendingOrder).map((entry) => entry.done)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it("accepted, processing and handover count as confirmed", () => {
    for (const status of ["accepted", "processing", "handover"]) {
      expect(
        orderTimeline({ ...pendingOrder, order_status: status }).map((entry) => entry.done),
      ).toEqual([true, true, false, false]);
    }
    expect(
      orderTimeline({
        ...pendingOrder,
        order_status: "processing",
        processing: "2026-01-01 12:10:00",
      })[1]?.at,
    ).toBe("2026-01-01 12:10:00");
  });

  it("a delivered order has every step done", () => {
    expect(
      orderTimeline({
        ...pickedUpOrder,
        order_status: "delivered",
        delivered: "2026-01-01 12:50:00",
      }).every((entry) => entry.done),
    ).toBe(true);
  });

  it("other statuses keep the steps their timestamps show", () => {
    expect(
      orderTimeline({
        ...pendingOrder,
        order_status: "canceled",
        confirmed: "2026-01-01 12:05:00",
      }).map((e) => e.done),
    ).toEqual([true, true, false, false]);
    expect(
      orderTimeline({ order_status: "failed", pending: "", created_at: null }).map((e) => e.done),
    ).toEqual([false, false, false, false]);
  });
});
