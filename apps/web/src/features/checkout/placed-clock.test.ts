import { describe, expect, it } from "vitest";

import { placedClock } from "./placed-clock";

describe("placedClock (the guest success dialog's order time, spec A §9 hh:mm a)", () => {
  it("shows a wire timestamp as a two-digit 12-hour clock with am/pm", () => {
    expect(placedClock("2026-11-25T13:05:09.123Z", "en", "UTC")).toBe("01:05 PM");
    expect(placedClock("2026-11-25T09:30:00.000Z", "en", "UTC")).toBe("09:30 AM");
  });

  it("reads the space-separated wire form and the visitor's time zone", () => {
    expect(placedClock("2026-11-25T00:15:00.000Z", "en", "Asia/Dhaka")).toBe("06:15 AM");
    expect(
      placedClock("2026-11-25 18:40:00", "en", Intl.DateTimeFormat().resolvedOptions().timeZone),
    ).toBe("06:40 PM");
  });

  it("is empty for a missing or unreadable time (the dialog then leaves the row out)", () => {
    expect(placedClock("", "en", "UTC")).toBe("");
    expect(placedClock("not a time", "en", "UTC")).toBe("");
  });
});
