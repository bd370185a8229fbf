import { describe, expect, it } from "vitest";

import { defaultDialCode, nationalPart, phoneCountries } from "./phone-countries";

describe("phone countries", () => {
  it("gives the config country's dialling code, +1 for an unknown one", () => {
    expect(defaultDialCode("US")).toBe("+1");
    expect(defaultDialCode("bd")).toBe("+880");
    expect(defaultDialCode("SA")).toBe("+966");
    expect(defaultDialCode(null)).toBe("+1");
  });

  it("lists each dialling code once, the preferred country first in its group", () => {
    const list = phoneCountries("en", "US");
    const codes = list.map((entry) => entry.dialCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(list.find((entry) => entry.dialCode === "+1")?.name).toBe("United States");
    expect(phoneCountries("en", "CA").find((entry) => entry.dialCode === "+1")?.name).toBe(
      "Canada",
    );
    expect(list.find((entry) => entry.dialCode === "+44")?.name).toBe("United Kingdom");
  });

  it("takes the national part off a full number", () => {
    expect(nationalPart("+15550000001", "+1")).toBe("5550000001");
    expect(nationalPart("+8801700000000", "+1")).toBe("8801700000000");
  });
});
