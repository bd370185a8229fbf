import { describe, expect, it } from "vitest";

import { optionsKey, sameSelection } from "./selection-key";

describe("optionsKey", () => {
  it("ignores dashes and spaces in the variation type and the order of food choices", () => {
    expect(optionsKey({ variationType: "Red - M" })).toBe(optionsKey({ variationType: "RedM" }));
    expect(optionsKey({ foodChoices: { B: ["y", "x"], A: ["z"], C: [] } })).toBe(
      optionsKey({ foodChoices: { A: ["z"], B: ["x", "y"] } }),
    );
  });

  it("differs for different options", () => {
    expect(optionsKey({ variationType: "Red-M" })).not.toBe(
      optionsKey({ variationType: "Red-XL" }),
    );
  });
});

describe("sameSelection", () => {
  it("compares options, quantity and add-ons with their quantities", () => {
    const a = {
      quantity: 2,
      foodChoices: { Size: ["Large"] },
      addOns: [
        { id: 2, quantity: 1 },
        { id: 1, quantity: 3 },
      ],
    };
    expect(
      sameSelection(a, {
        ...a,
        addOns: [
          { id: 1, quantity: 3 },
          { id: 2, quantity: 1 },
        ],
      }),
    ).toBe(true);
    expect(sameSelection(a, { ...a, quantity: 3 })).toBe(false);
    expect(sameSelection(a, { ...a, addOns: [{ id: 1, quantity: 3 }] })).toBe(false);
    expect(sameSelection({ quantity: 1 }, { quantity: 1, addOns: [] })).toBe(true);
  });
});
