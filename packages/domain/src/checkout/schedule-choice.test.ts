import { describe, expect, it } from "vitest";

import { checkoutSlots, chosenTime } from "./schedule-choice";

// 2026-11-24 is a Tuesday (day 2); the store opens 09:00–10:00 UTC that day.
const store = {
  scheduleOrder: true,
  hours: [{ day: 2, opening_time: "09:00", closing_time: "10:00" }],
};
const now = new Date("2026-11-24T08:50:00Z");

describe("the checkout's order time", () => {
  it("offers the half hours within the store's hours, 30 minutes ahead", () => {
    expect(checkoutSlots(store, now)).toEqual([
      "2026-11-24T09:30:00.000Z",
      "2026-11-24T10:00:00.000Z",
    ]);
  });

  it("offers no slot when the store takes no scheduled orders", () => {
    expect(checkoutSlots({ ...store, scheduleOrder: false }, now)).toEqual([]);
  });

  it("keeps now for an open store and a chosen slot for any store", () => {
    expect(chosenTime("now", true, ["2026-11-24T09:30:00.000Z"])).toBe("now");
    expect(chosenTime("2026-11-24T10:00:00.000Z", false, ["2026-11-24T09:30:00.000Z"])).toBe(
      "2026-11-24T10:00:00.000Z",
    );
  });

  it("takes a closed store's first slot instead of now, and now when it has none", () => {
    expect(chosenTime("now", false, ["2026-11-24T09:30:00.000Z", "x"])).toBe(
      "2026-11-24T09:30:00.000Z",
    );
    expect(chosenTime("now", false, [])).toBe("now");
  });
});
