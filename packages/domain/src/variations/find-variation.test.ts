import { describe, expect, it } from "vitest";

import { tShirt, tShirtVariations } from "../__fixtures__/items";
import {
  defaultVariationType,
  findVariation,
  normalizeVariationType,
  variationTypeFromChoices,
} from "./find-variation";

describe("normalizeVariationType", () => {
  it("ignores dashes and spaces", () => {
    expect(normalizeVariationType("Red - XL")).toBe("RedXL");
  });
});

describe("findVariation", () => {
  it("the selected option matches variations by type ignoring dashes and spaces", () => {
    expect(findVariation(tShirtVariations, "Red XL")).toEqual({
      type: "Red-XL",
      price: 14.5,
      stock: 0,
    });
    expect(findVariation(tShirtVariations, "RedM")).toEqual({ type: "Red-M", price: 12, stock: 5 });
  });

  it("finds nothing for no selection or an unknown type", () => {
    expect(findVariation(tShirtVariations, null)).toBeNull();
    expect(findVariation(tShirtVariations, "Green")).toBeNull();
    expect(findVariation(undefined, "Red-M")).toBeNull();
  });
});

describe("defaultVariationType", () => {
  it("the first variation is preselected", () => {
    expect(defaultVariationType(tShirtVariations)).toBe("Red-M");
    expect(defaultVariationType([])).toBeNull();
    expect(defaultVariationType(null)).toBeNull();
  });
});

describe("variationTypeFromChoices", () => {
  it("joins the chosen option of each choice with '-', the first option by default", () => {
    expect(variationTypeFromChoices(tShirt.choice_options, {})).toBe("Red-M");
    expect(variationTypeFromChoices(tShirt.choice_options, { Size: "XL" })).toBe("Red-XL");
    expect(variationTypeFromChoices([{ title: "Empty", options: [] }], {})).toBe("");
  });
});
