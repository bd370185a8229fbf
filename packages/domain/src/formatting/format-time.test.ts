import { describe, expect, it } from "vitest";

import { formatTime12h, parseTimeOfDay } from "./format-time";

describe("parseTimeOfDay", () => {
  it("reads wire times with or without seconds", () => {
    expect(parseTimeOfDay("09:30:00")).toBe(570);
    expect(parseTimeOfDay("23:59")).toBe(1439);
  });

  it.each(["", "24:00", "12:60", "noon", "12:00:61"])("rejects %j", (time) => {
    expect(() => parseTimeOfDay(time)).toThrow(expect.objectContaining({ code: "invalid_time" }));
  });
});

describe("formatTime12h", () => {
  it("displays time as hh:mm a", () => {
    expect(formatTime12h("13:05:00")).toBe("01:05 pm");
    expect(formatTime12h("00:00:00")).toBe("12:00 am");
    expect(formatTime12h("12:30")).toBe("12:30 pm");
    expect(formatTime12h("9:15")).toBe("09:15 am");
  });
});
