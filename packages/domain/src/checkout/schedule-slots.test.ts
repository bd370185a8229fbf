import { describe, expect, it } from "vitest";

import { scheduleSlots } from "./schedule-slots";

const options = { days: 2, stepMinutes: 30, leadMinutes: 15 };

describe("scheduleSlots", () => {
  it("offers times inside today's hours after the lead time, then tomorrow's", () => {
    // 2026-11-24 is a Tuesday (2).
    const slots = scheduleSlots(
      [
        { day: 2, opening_time: "09:00:00", closing_time: "10:00:00" },
        { day: 3, opening_time: "08:00", closing_time: "08:30" },
      ],
      new Date("2026-11-24T08:50:00Z"),
      options,
    );
    expect(slots).toEqual([
      "2026-11-24T09:30:00.000Z",
      "2026-11-24T10:00:00.000Z",
      "2026-11-25T08:00:00.000Z",
      "2026-11-25T08:30:00.000Z",
    ]);
  });

  it("offers nothing on closed days", () => {
    expect(
      scheduleSlots(
        [{ day: 0, opening_time: "09:00", closing_time: "18:00" }],
        new Date("2026-11-24T08:00:00Z"),
        options,
      ),
    ).toEqual([]);
  });

  it("refuses a schedule that is not a time", () => {
    expect(() =>
      scheduleSlots(
        [{ day: 2, opening_time: "nine", closing_time: "10:00" }],
        new Date("2026-11-24T08:00:00Z"),
        options,
      ),
    ).toThrow();
  });
});
