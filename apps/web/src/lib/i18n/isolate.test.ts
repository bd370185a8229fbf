import { describe, expect, it } from "vitest";

import { fillIsolated, isolate } from "~/lib/i18n/isolate";

describe("fillIsolated", () => {
  it("fills every placeholder with its isolated value", () => {
    expect(fillIsolated("Add {min} to {max}", { min: "$10.00", max: "$10,000.00" })).toBe(
      `Add ${isolate("$10.00")} to ${isolate("$10,000.00")}`,
    );
  });

  it("leaves a placeholder without a value as written", () => {
    expect(fillIsolated("You have {balance} points", {})).toBe("You have {balance} points");
  });
});
