import { describe, expect, it } from "vitest";

import {
  orderHref,
  orderIdParam,
  orderListParam,
  orderPageParam,
  ordersHref,
} from "./order-params";

describe("order params", () => {
  it("reads the list, the page and the order id, refusing anything else", () => {
    expect(orderListParam("history")).toBe("history");
    expect(orderListParam("nope")).toBe("running");
    expect(orderPageParam("3")).toBe(3);
    expect(orderPageParam("0")).toBe(1);
    expect(orderPageParam("1e3")).toBe(1);
    expect(orderIdParam("100045")).toBe(100045);
    expect(orderIdParam("-1")).toBeNull();
    expect(orderIdParam(undefined)).toBeNull();
  });
  it("builds the links", () => {
    expect(ordersHref("running")).toBe("/profile?page=my-orders");
    expect(ordersHref("history", 2)).toBe("/profile?page=my-orders&list=history&p=2");
    expect(orderHref(7)).toBe("/profile?page=my-orders&orderId=7");
  });
});
