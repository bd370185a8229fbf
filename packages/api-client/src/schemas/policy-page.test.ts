import { describe, expect, it } from "vitest";

import { policyPageSchema } from "./policy-page";

describe("policyPageSchema", () => {
  it("reads the page's HTML from every shape a backend answers", () => {
    expect(policyPageSchema.parse("<p>Terms</p>")).toBe("<p>Terms</p>");
    expect(policyPageSchema.parse({ value: "<p>About</p>" })).toBe("<p>About</p>");
    expect(policyPageSchema.parse({ status: 1, content: "<p>Refunds</p>" })).toBe("<p>Refunds</p>");
  });

  it("refuses an answer without text", () => {
    expect(policyPageSchema.safeParse(null).success).toBe(false);
    expect(policyPageSchema.safeParse({ status: 0 }).success).toBe(false);
    expect(policyPageSchema.safeParse(42).success).toBe(false);
  });
});
