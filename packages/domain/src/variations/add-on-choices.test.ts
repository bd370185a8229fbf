import { describe, expect, it } from "vitest";

import { changeAddOnQuantity, toggleAddOn } from "./add-on-choices";

describe("toggleAddOn", () => {
  it("checking an add-on sets quantity 1", () => {
    expect(toggleAddOn([], 3)).toEqual([{ id: 3, quantity: 1 }]);
  });

  it("unchecking removes it", () => {
    expect(
      toggleAddOn(
        [
          { id: 3, quantity: 2 },
          { id: 4, quantity: 1 },
        ],
        3,
      ),
    ).toEqual([{ id: 4, quantity: 1 }]);
  });
});

describe("changeAddOnQuantity", () => {
  it("plus and minus work on a checked add-on", () => {
    expect(changeAddOnQuantity([{ id: 3, quantity: 1 }], 3, 1)).toEqual([{ id: 3, quantity: 2 }]);
    expect(changeAddOnQuantity([{ id: 3, quantity: 2 }], 3, -1)).toEqual([{ id: 3, quantity: 1 }]);
  });

  it("minus never goes below 1", () => {
    expect(changeAddOnQuantity([{ id: 3, quantity: 1 }], 3, -1)).toEqual([{ id: 3, quantity: 1 }]);
  });

  it("plus and minus do nothing on an unchecked add-on", () => {
    expect(changeAddOnQuantity([{ id: 3, quantity: 1 }], 4, 1)).toEqual([{ id: 3, quantity: 1 }]);
  });
});
