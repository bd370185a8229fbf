import { describe, expect, it } from "vitest";

import { checkTrackParcelInput } from "./track-parcel-input";

describe("checkTrackParcelInput", () => {
  it("needs an order id ('Need a order id')", () => {
    expect(checkTrackParcelInput({ orderId: " ", contact: "", signedIn: true })).toEqual({
      code: "order_id_required",
    });
  });
  it("needs a contact number from a guest ('Need a contact number')", () => {
    expect(checkTrackParcelInput({ orderId: "100045", contact: "", signedIn: false })).toEqual({
      code: "contact_required",
    });
  });
  it("needs only the order id from a signed-in customer", () => {
    expect(checkTrackParcelInput({ orderId: "100045", contact: "", signedIn: true })).toEqual({
      code: "ok",
      orderId: 100045,
      contactNumber: undefined,
    });
  });
  it("sends the phone with a '+' prefix", () => {
    expect(
      checkTrackParcelInput({ orderId: "7", contact: "8801700000000", signedIn: false }),
    ).toEqual({
      code: "ok",
      orderId: 7,
      contactNumber: "+8801700000000",
    });
  });
});
