import { describe, expect, it } from "vitest";

import { acceptsPrescriptionOrder } from "./prescription-order";

describe("acceptsPrescriptionOrder", () => {
  it("needs a pharmacy store that takes prescriptions while the business takes them", () => {
    expect(
      acceptsPrescriptionOrder({ moduleType: "pharmacy", storeFlag: true, configFlag: true }),
    ).toBe(true);
  });

  it("refuses other modules, stores without the flag and a business with prescriptions off", () => {
    expect(
      acceptsPrescriptionOrder({ moduleType: "grocery", storeFlag: true, configFlag: true }),
    ).toBe(false);
    expect(
      acceptsPrescriptionOrder({ moduleType: "pharmacy", storeFlag: false, configFlag: true }),
    ).toBe(false);
    expect(
      acceptsPrescriptionOrder({ moduleType: "pharmacy", storeFlag: null, configFlag: true }),
    ).toBe(false);
    expect(
      acceptsPrescriptionOrder({ moduleType: "pharmacy", storeFlag: true, configFlag: false }),
    ).toBe(false);
    expect(acceptsPrescriptionOrder({ moduleType: null, storeFlag: true, configFlag: true })).toBe(
      false,
    );
  });
});
