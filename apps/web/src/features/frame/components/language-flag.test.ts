import { describe, expect, it } from "vitest";

import { isChangeFromEarlierDocument } from "./language-flag";

describe("isChangeFromEarlierDocument", () => {
  it("says the language changed on the page loaded after the change", () => {
    expect(isChangeFromEarlierDocument("1700000000000", "1700000005000")).toBe(true);
  });

  it("keeps quiet on the page that asked for the change (its reload is still on the way)", () => {
    expect(isChangeFromEarlierDocument("1700000000000", "1700000000000")).toBe(false);
  });

  it("keeps quiet without a flag", () => {
    expect(isChangeFromEarlierDocument(null, "1700000000000")).toBe(false);
  });
});
