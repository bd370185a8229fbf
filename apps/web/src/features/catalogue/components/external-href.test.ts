import { describe, expect, it } from "vitest";

import { isExternalHref } from "./external-href";

describe("isExternalHref", () => {
  it("treats absolute and protocol-relative URLs as external", () => {
    expect(isExternalHref("https://example.com/sale")).toBe(true);
    expect(isExternalHref("//example.com/sale")).toBe(true);
  });
  it("keeps site paths internal", () => {
    expect(isExternalHref("/store/fresh-mart?module_id=1")).toBe(false);
    expect(isExternalHref("/product/apple")).toBe(false);
  });
});
