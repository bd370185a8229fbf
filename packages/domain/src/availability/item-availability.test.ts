import { describe, expect, it } from "vitest";

import { isWithinWindow, itemAvailability } from "./item-availability";

const lunch = {
  module_type: "food",
  available_time_starts: "10:00:00",
  available_time_ends: "22:00:00",
  schedule_order: false,
};
const at = (hours: number, minutes = 0) => new Date(2026, 0, 1, hours, minutes);

describe("isWithinWindow", () => {
  it("includes both ends", () => {
    expect(isWithinWindow(600, "10:00", "22:00")).toBe(true);
    expect(isWithinWindow(1320, "10:00", "22:00")).toBe(true);
    expect(isWithinWindow(599, "10:00", "22:00")).toBe(false);
  });

  it("wraps windows that cross midnight", () => {
    expect(isWithinWindow(60, "18:00", "02:00")).toBe(true);
    expect(isWithinWindow(1200, "18:00", "02:00")).toBe(true);
    expect(isWithinWindow(600, "18:00", "02:00")).toBe(false);
  });

  it("an equal start and end means all day", () => {
    expect(isWithinWindow(5, "00:00", "00:00")).toBe(true);
  });
});

describe("itemAvailability", () => {
  it("food inside its time window is available", () => {
    expect(itemAvailability(lunch, at(12, 30))).toEqual({ code: "available" });
  });

  it("outside its window with schedule_order: 'This is not available right now. You can order it later.'", () => {
    expect(itemAvailability({ ...lunch, schedule_order: true }, at(8))).toEqual({
      code: "not_available_schedulable",
      starts: "10:00:00",
      ends: "22:00:00",
    });
  });

  it("otherwise 'This is not available right now.' with the hours", () => {
    expect(itemAvailability(lunch, at(23))).toEqual({
      code: "not_available",
      starts: "10:00:00",
      ends: "22:00:00",
    });
  });

  it("other modules and items without a window are available", () => {
    expect(itemAvailability({ ...lunch, module_type: "grocery" }, at(23))).toEqual({
      code: "available",
    });
    expect(itemAvailability({ ...lunch, available_time_ends: null }, at(23))).toEqual({
      code: "available",
    });
  });
});
