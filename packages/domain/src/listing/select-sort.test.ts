import { describe, expect, it } from "vitest";

import { selectSort } from "./select-sort";

describe("selectSort", () => {
  it("sorts are mutually exclusive: price low vs high", () => {
    expect(selectSort(["low"], "high")).toEqual(["high"]);
  });

  it("sorts are mutually exclusive: default, fast_delivery, nearby", () => {
    expect(selectSort(["default", "low"], "nearby")).toEqual(["low", "nearby"]);
    expect(selectSort(["nearby"], "fast_delivery")).toEqual(["fast_delivery"]);
  });

  it("choosing the active sort clears it", () => {
    expect(selectSort(["low", "nearby"], "low")).toEqual(["nearby"]);
  });

  it("A to Z and Z to A exclude each other", () => {
    expect(selectSort(["AtoZ"], "ZtoA")).toEqual(["ZtoA"]);
  });
});
