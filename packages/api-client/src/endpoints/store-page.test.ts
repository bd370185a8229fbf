import { describe, expect, it } from "vitest";

import { storePageSchema } from "./store-page";

describe("storePageSchema", () => {
  it("reads an empty answer as no store", () => {
    expect(storePageSchema.parse({})).toBeNull();
  });
  it("keeps the page's hours, announcement, coupons and categories", () => {
    const store = storePageSchema.parse({
      id: "3",
      name: "Fresh Mart",
      announcement: 1,
      announcement_message: "Closed on Friday",
      schedules: [{ day: "1", opening_time: "09:00:00", closing_time: "21:00:00" }],
      activeCoupons: [{ code: "SAVE10", discount: "10", discount_type: "percent" }],
      category_details: [{ id: 4, name: "Fruits" }],
    });
    expect(store).toMatchObject({
      id: 3,
      announcement: true,
      schedules: [{ day: 1, opening_time: "09:00:00" }],
      activeCoupons: [{ code: "SAVE10", discount: 10 }],
      category_details: [{ id: 4, name: "Fruits" }],
    });
  });
});
