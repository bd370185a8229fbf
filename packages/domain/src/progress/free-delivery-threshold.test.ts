import { describe, expect, it } from "vitest";

import { freeDeliveryThreshold } from "./free-delivery-threshold";

describe("freeDeliveryThreshold", () => {
  it("uses free_delivery_over from the config", () => {
    expect(freeDeliveryThreshold({ free_delivery_over: 100 }, 2)).toBe(10000);
    expect(freeDeliveryThreshold({ free_delivery_over: 49.99 }, 2)).toBe(4999);
  });

  it("else the admin free delivery threshold when its status is on", () => {
    expect(
      freeDeliveryThreshold(
        { free_delivery_over: null, admin_free_delivery: { status: true, free_delivery_over: 50 } },
        2,
      ),
    ).toBe(5000);
    expect(
      freeDeliveryThreshold(
        { free_delivery_over: 0, admin_free_delivery: { status: false, free_delivery_over: 50 } },
        2,
      ),
    ).toBeNull();
  });

  it("is not offered without a threshold above 0", () => {
    expect(freeDeliveryThreshold({}, 2)).toBeNull();
    expect(freeDeliveryThreshold(null, 2)).toBeNull();
    expect(
      freeDeliveryThreshold({ admin_free_delivery: { status: true, free_delivery_over: null } }, 2),
    ).toBeNull();
  });

  it("rejects a negative threshold", () => {
    expect(freeDeliveryThreshold({ free_delivery_over: -5 }, 2)).toBeNull();
  });
});
