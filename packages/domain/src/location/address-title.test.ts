import { describe, expect, it } from "vitest";

import { addressTitle } from "./address-title";

const names = { home: "Home", office: "Office", other: "Other" };

describe("addressTitle", () => {
  it("names an other address by its label, trimmed", () => {
    expect(addressTitle({ address_type: "other", address_label: "  Gym " }, names)).toBe("Gym");
  });
  it("uses the type's name otherwise", () => {
    expect(addressTitle({ address_type: "home", address_label: "Gym" }, names)).toBe("Home");
    expect(addressTitle({ address_type: "office", address_label: null }, names)).toBe("Office");
    expect(addressTitle({ address_type: "other", address_label: "   " }, names)).toBe("Other");
    expect(addressTitle({ address_type: "boat" }, names)).toBe("Other");
  });
});
