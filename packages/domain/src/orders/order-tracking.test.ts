import { describe, expect, it } from "vitest";

import { pendingOrder, pickedUpOrder } from "../__fixtures__/orders";
import {
  TRACKING_REFETCH_MS,
  trackingMapFocus,
  trackingPoints,
  trackingRefetchInterval,
} from "./order-tracking";

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

describe("trackingPoints", () => {
  const store = { id: 1, name: "Fresh", latitude: 23.7, longitude: 90.3 };
  it("the store to the delivery address, the courier from picked_up on", () => {
    expect(trackingPoints({ ...pickedUpOrder, store })).toEqual({
      origin: { lat: 23.7, lng: 90.3 },
      destination: { lat: 23.8, lng: 90.4 },
      courier: { lat: 23.81, lng: 90.41 },
    });
    expect(trackingPoints({ ...pendingOrder, store }).courier).toBeNull();
    expect(trackingPoints({ ...pickedUpOrder, store, order_status: "delivered" }).courier).toEqual({
      lat: 23.81,
      lng: 90.41,
    });
  });

  it("a parcel goes from the sender to the receiver; missing points are null", () => {
    const parcel = trackingPoints({
      ...pendingOrder,
      order_type: "parcel",
      store: null,
      receiver_details: { latitude: 23.9, longitude: 90.5 },
    });
    expect(parcel.origin).toEqual({ lat: 23.8, lng: 90.4 });
    expect(parcel.destination).toEqual({ lat: 23.9, lng: 90.5 });
    expect(
      trackingPoints({ order_status: "pending", delivery_man: null, delivery_address: null }),
    ).toEqual({ origin: null, destination: null, courier: null });
  });
});
