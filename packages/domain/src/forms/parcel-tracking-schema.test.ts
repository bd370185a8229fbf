import { describe, expect, it } from "vitest";

import { issueCodes } from "../__fixtures__/form-issues";
import {
  checkParcelTracking,
  parcelTrackingSchema,
  trackingContact,
} from "./parcel-tracking-schema";

describe("trackingContact", () => {
  it("the phone is sent with a '+' prefix; an email unchanged", () => {
    expect(trackingContact("880 1700-000000")).toBe("+8801700000000");
    expect(trackingContact("+8801700000000")).toBe("+8801700000000");
    expect(trackingContact("ann@example.com")).toBe("ann@example.com");
  });
});

describe("checkParcelTracking", () => {
  it("empty order id gives 'Need a order id'", () => {
    expect(
      checkParcelTracking({ orderId: " ", contact: "8801700000000", signedIn: false }),
    ).toEqual({ code: "order_id_required" });
    expect(checkParcelTracking({ orderId: "abc", signedIn: true })).toEqual({
      code: "order_id_required",
    });
  });

  it("a guest without phone gets 'Need a contact number'", () => {
    expect(checkParcelTracking({ orderId: "100045", contact: "", signedIn: false })).toEqual({
      code: "contact_number_required",
    });
    expect(checkParcelTracking({ orderId: "100045", signedIn: false })).toEqual({
      code: "contact_number_required",
    });
    expect(checkParcelTracking({ orderId: "100045", contact: "+", signedIn: false })).toEqual({
      code: "contact_number_required",
    });
  });

  it("a guest's phone is sent with a '+' prefix, an email as typed", () => {
    expect(
      checkParcelTracking({ orderId: " 100045 ", contact: "8801700000000", signedIn: false }),
    ).toEqual({
      code: "ok",
      query: { order_id: 100045, contact_number: "+8801700000000" },
    });
    expect(
      checkParcelTracking({ orderId: "100045", contact: "ann@example.com", signedIn: false }),
    ).toEqual({
      code: "ok",
      query: { order_id: 100045, contact_number: "ann@example.com" },
    });
  });

  it("a signed-in user needs only the order id", () => {
    expect(checkParcelTracking({ orderId: "100045", contact: "", signedIn: true })).toEqual({
      code: "ok",
      query: { order_id: 100045 },
    });
    expect(
      checkParcelTracking({ orderId: "100045", contact: "8801700000000", signedIn: true }),
    ).toEqual({
      code: "ok",
      query: { order_id: 100045, contact_number: "+8801700000000" },
    });
  });
});

describe("parcelTrackingSchema", () => {
  it("empty order id gives 'Need a order id'", () => {
    expect(
      issueCodes(parcelTrackingSchema({ signedIn: true }).safeParse({ order_id: " " })),
    ).toEqual({ order_id: "order_id_required" });
  });

  it("a guest without phone gets 'Need a contact number'", () => {
    expect(
      issueCodes(
        parcelTrackingSchema({ signedIn: false }).safeParse({ order_id: "100045", contact: "" }),
      ),
    ).toEqual({
      contact: "contact_number_required",
    });
    expect(
      issueCodes(parcelTrackingSchema({ signedIn: false }).safeParse({ order_id: "100045" })),
    ).toEqual({
      contact: "contact_number_required",
    });
  });

  it("a guest's phone is sent with a '+' prefix", () => {
    expect(
      parcelTrackingSchema({ signedIn: false }).parse({
        order_id: "100045",
        contact: "8801700000000",
      }),
    ).toEqual({
      order_id: 100045,
      contact_number: "+8801700000000",
    });
  });

  it("a signed-in user needs only the order id", () => {
    expect(
      parcelTrackingSchema({ signedIn: true }).parse({ order_id: "100045", contact: "" }),
    ).toEqual({ order_id: 100045 });
    expect(parcelTrackingSchema({ signedIn: true }).parse({ order_id: "100045" })).toEqual({
      order_id: 100045,
    });
  });
});
