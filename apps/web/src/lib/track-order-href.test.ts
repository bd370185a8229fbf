import { describe, expect, it } from "vitest";

import { trackOrderHref } from "./track-order-href";

describe("trackOrderHref", () => {
  it("is the order id alone for its signed-in owner", () => {
    expect(trackOrderHref(7)).toBe("/track-order?order_id=7");
    expect(trackOrderHref(7, null)).toBe("/track-order?order_id=7");
    expect(trackOrderHref(7, "")).toBe("/track-order?order_id=7");
  });
  it("carries a guest's contact, encoded", () => {
    expect(trackOrderHref(12, "+8801711111111")).toBe(
      "/track-order?order_id=12&contact=%2B8801711111111",
    );
  });
});
