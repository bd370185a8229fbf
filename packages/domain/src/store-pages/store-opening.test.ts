import { describe, expect, it } from "vitest";

import { storeOpening } from "./store-opening";

describe("storeOpening", () => {
  it("is open when the wire says open", () => {
    expect(storeOpening({ open: true, active: true, current_opening_time: "09:00" })).toEqual({
      code: "store_open",
    });
  });
  it("gives the next opening time today when closed", () => {
    expect(storeOpening({ open: false, active: true, current_opening_time: "17:00:00" })).toEqual({
      code: "store_opens_at",
      time: "17:00",
    });
  });
  it("is closed for today when no hours remain", () => {
    expect(storeOpening({ open: false, current_opening_time: "closed" })).toEqual({
      code: "store_closed_today",
    });
  });
  it("an inactive store is closed even with hours", () => {
    expect(storeOpening({ open: true, active: false, current_opening_time: "09:00" })).toEqual({
      code: "store_closed_today",
    });
  });
});
