import { describe, expect, it } from "vitest";

import type { OrderEtaInput } from "./order-eta";
import { orderEta } from "./order-eta";

const store = { lat: 23.8, lng: 90.4 };
const receiver = { lat: 23.82, lng: 90.4 };
const now = new Date("2026-11-24T12:00:00.000Z");

const base: OrderEtaInput = {
  order_status: "pending",
  min_delivery_time: 20,
  max_delivery_time: 30,
  placed_at: "2026-11-24T12:00:00.000Z",
  delivered_at: null,
  origin: store,
  destination: receiver,
  courier: null,
  now,
};

describe("orderEta", () => {
  it("before pickup: the store's delivery time from now, with the whole distance ahead", () => {
    const eta = orderEta(base);
    expect(eta).toMatchObject({ code: "preparing", min_minutes: 20, max_minutes: 30, progress: 0 });
    if (eta.code !== "preparing") throw new Error(eta.code);
    expect(eta.arrives_by.toISOString()).toBe("2026-11-24T12:30:00.000Z");
    expect(eta.distance_m).toBeGreaterThan(2200);
    expect(eta.distance_m).toBeLessThan(2250);
    expect(eta.remaining_m).toBe(eta.distance_m);
  });

  it("before pickup: the minutes since placing are taken off, never below one minute", () => {
    expect(
      orderEta({ ...base, order_status: "confirmed", placed_at: "2026-11-24T11:50:00.000Z" }),
    ).toMatchObject({ min_minutes: 10, max_minutes: 20 });
    const late = orderEta({
      ...base,
      order_status: "processing",
      placed_at: "2026-11-24T10:00:00Z",
    });
    expect(late).toMatchObject({ min_minutes: 1, max_minutes: 1 });
  });

  it("on the way: the range shrinks with the courier's progress and 'arrives by' follows", () => {
    const halfway = { lat: 23.81, lng: 90.4 };
    const eta = orderEta({ ...base, order_status: "picked_up", courier: halfway });
    expect(eta).toMatchObject({ code: "on_its_way", min_minutes: 10, max_minutes: 15 });
    if (eta.code !== "on_its_way") throw new Error(eta.code);
    expect(eta.progress).toBeCloseTo(0.5, 3);
    expect(eta.progress_percent).toBeGreaterThanOrEqual(49);
    expect(eta.progress_percent).toBeLessThanOrEqual(50);
    expect(eta.remaining_m).toBeCloseTo((eta.distance_m ?? 0) / 2, 0);
    expect(eta.arrives_by.toISOString()).toBe("2026-11-24T12:15:00.000Z");
    const atStore = orderEta({ ...base, order_status: "picked_up", courier: store });
    expect(atStore).toMatchObject({ min_minutes: 20, max_minutes: 30, progress: 0 });
    const nearly = orderEta({ ...base, order_status: "picked_up", courier: receiver });
    expect(nearly).toMatchObject({
      min_minutes: 1,
      max_minutes: 1,
      progress: 1,
      progress_percent: 100,
    });
  });

  it("on the way without a courier position: the whole delivery time", () => {
    expect(orderEta({ ...base, order_status: "picked_up" })).toMatchObject({
      min_minutes: 20,
      max_minutes: 30,
      progress: 0,
    });
  });

  it("without the points there is no distance, but still a range", () => {
    const eta = orderEta({ ...base, origin: null, destination: null });
    expect(eta).toMatchObject({
      min_minutes: 20,
      max_minutes: 30,
      distance_m: null,
      remaining_m: null,
    });
  });

  it("keeps min ≤ max when the wire swaps them", () => {
    expect(orderEta({ ...base, min_delivery_time: 40, max_delivery_time: 30 })).toMatchObject({
      min_minutes: 30,
      max_minutes: 40,
    });
  });

  it("delivered: when it arrived", () => {
    const eta = orderEta({
      ...base,
      order_status: "delivered",
      delivered_at: "2026-11-24 12:25:00",
    });
    expect(eta.code).toBe("delivered");
    if (eta.code !== "delivered") throw new Error(eta.code);
    expect(eta.delivered_at?.getTime()).toBe(new Date("2026-11-24T12:25:00").getTime());
  });

  it("no ETA for final statuses or without a delivery time", () => {
    expect(orderEta({ ...base, order_status: "canceled" })).toEqual({ code: "none" });
    expect(orderEta({ ...base, order_status: "failed" })).toEqual({ code: "none" });
    expect(orderEta({ ...base, max_delivery_time: null })).toEqual({ code: "none" });
    expect(orderEta({ ...base, min_delivery_time: 0, max_delivery_time: 0 })).toEqual({
      code: "none",
    });
  });
});
