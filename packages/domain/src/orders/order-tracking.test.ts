import { describe, expect, it } from "vitest";

import { pendingOrder, pickedUpOrder } from "../__fixtures__/orders";
import { TRACKING_REFETCH_MS, trackingMapFocus, trackingRefetchInterval } from "./order-tracking";

describe("trackingRefetchInterval", () => {
  it("refetches every 10 seconds until delivered", () => {
    expect(TRACKING_REFETCH_MS).toBe(10000);
    expect(trackingRefetchInterval({ order_status: "picked_up" })).toBe(10000);
    expect(trackingRefetchInterval({ order_status: "delivered" })).toBe(false);
  });

  it("stops on other final statuses", () => {
    expect(trackingRefetchInterval({ order_status: "canceled" })).toBe(false);
    expect(trackingRefetchInterval({ order_status: "failed" })).toBe(false);
  });
});

describe("trackingMapFocus", () => {
  it("the map shows the courier position once picked_up", () => {
    expect(trackingMapFocus(pickedUpOrder)).toEqual({ code: "courier", lat: 23.81, lng: 90.41 });
  });

  it("before that it shows the receiver location", () => {
    expect(trackingMapFocus(pendingOrder)).toEqual({ code: "receiver", lat: 23.8, lng: 90.4 });
    expect(trackingMapFocus({ ...pickedUpOrder, delivery_man: null })).toEqual({
      code: "receiver",
      lat: 23.8,
      lng: 90.4,
    });
  });

  it("parcels show receiver_details", () => {
    expect(
      trackingMapFocus({ ...pendingOrder, receiver_details: { latitude: 1, longitude: 2 } }),
    ).toEqual({
      code: "receiver",
      lat: 1,
      lng: 2,
    });
  });

  it("without coordinates there is nothing to show", () => {
    expect(trackingMapFocus({ order_status: "pending", delivery_address: null })).toEqual({
      code: "none",
    });
  });
});
