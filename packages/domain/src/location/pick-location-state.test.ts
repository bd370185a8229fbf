import { describe, expect, it } from "vitest";

import { afterLocationPick, pickLocationState } from "./pick-location-state";

describe("pickLocationState", () => {
  it("Pick is disabled until an address resolves", () => {
    expect(pickLocationState({ address: null, zoneLoading: false, zoneErrors: [] })).toEqual({
      code: "pick_disabled",
    });
    expect(pickLocationState({ address: "  ", zoneLoading: false, zoneErrors: [] })).toEqual({
      code: "pick_disabled",
    });
  });

  it("Pick is disabled while the zone loads", () => {
    expect(pickLocationState({ address: "Road 2", zoneLoading: true, zoneErrors: [] })).toEqual({
      code: "pick_disabled",
    });
  });

  it("on a zone lookup error the first error message replaces the pick button", () => {
    expect(
      pickLocationState({
        address: "Road 2",
        zoneLoading: false,
        zoneErrors: [{ message: "Service not available in this area" }, { message: "second" }],
      }),
    ).toEqual({ code: "zone_error", message: "Service not available in this area" });
  });

  it("with a resolved address and zone, Pick is enabled", () => {
    expect(pickLocationState({ address: "Road 2", zoneLoading: false, zoneErrors: [] })).toEqual({
      code: "pick_enabled",
    });
  });
});

describe("afterLocationPick", () => {
  it("opens the confirmation and refetches the wishlist for signed-in users", () => {
    expect(afterLocationPick({ purpose: "home", signedIn: true })).toEqual({
      confirm: true,
      refetchWishlist: true,
      message: "location_set",
    });
  });

  it("no confirmation when the picker is used for a parcel or store", () => {
    expect(afterLocationPick({ purpose: "parcel", signedIn: false })).toEqual({
      confirm: false,
      refetchWishlist: false,
      message: "location_set",
    });
    expect(afterLocationPick({ purpose: "store", signedIn: true }).confirm).toBe(false);
  });
});
