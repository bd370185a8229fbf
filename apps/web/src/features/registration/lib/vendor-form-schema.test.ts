import { describe, expect, it } from "vitest";

import { VENDOR_DEFAULTS, vendorFieldOf, vendorFormSchema } from "./vendor-form-schema";

const codesAt = (values: Record<string, unknown>, field: string) =>
  (vendorFormSchema.safeParse(values).error?.issues ?? [])
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);

describe("the vendor form's business plan", () => {
  it("asks a subscription for a package, even while other fields are wrong", () => {
    expect(codesAt({ ...VENDOR_DEFAULTS, business_plan: "subscription" }, "package_id")).toEqual([
      "package_required",
    ]);
    expect(
      codesAt({ ...VENDOR_DEFAULTS, business_plan: "subscription", package_id: "2" }, "package_id"),
    ).toEqual([]);
  });

  it("asks commission for no package, and refuses another plan", () => {
    expect(codesAt(VENDOR_DEFAULTS, "package_id")).toEqual([]);
    expect(codesAt({ ...VENDOR_DEFAULTS, business_plan: "monthly" }, "business_plan")).toEqual([
      "choose",
    ]);
  });

  it("puts the server's package error on the package cards", () => {
    expect(vendorFieldOf("package_id")).toBe("package_id");
    expect(vendorFieldOf("business_plan")).toBe("business_plan");
  });
});
