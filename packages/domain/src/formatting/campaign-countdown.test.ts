import { describe, expect, it } from "vitest";

import { campaignCountdown } from "./campaign-countdown";

const now = new Date("2026-01-01T00:00:00Z");

describe("campaignCountdown", () => {
  it("counts down as DD:HH:MM:SS", () => {
    expect(campaignCountdown(new Date("2026-01-03T04:05:06Z"), now)).toEqual({
      code: "campaign_running",
      days: 2,
      hours: 4,
      minutes: 5,
      seconds: 6,
      text: "02:04:05:06",
    });
  });

  it("shows 'This campaign is over' when done", () => {
    expect(campaignCountdown(now, now)).toEqual({ code: "campaign_over" });
    expect(campaignCountdown(new Date("2025-12-31T00:00:00Z"), now)).toEqual({
      code: "campaign_over",
    });
  });

  it("rejects invalid dates", () => {
    expect(() => campaignCountdown(new Date("nope"), now)).toThrow(
      expect.objectContaining({ code: "invalid_date" }),
    );
  });
});
