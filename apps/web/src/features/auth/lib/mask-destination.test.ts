import { describe, expect, it } from "vitest";

import { maskDestination } from "./mask-destination";

describe("maskDestination", () => {
  it.each([
    ["+15550000001", "+1*******001"],
    ["5550000001", "*******001"],
    ["demo@marketplace.test", "de**@marketplace.test"],
    ["a@b.co", "a*@b.co"],
  ])("%s → %s", (input, masked) => {
    expect(maskDestination(input)).toBe(masked);
  });
});
