import { describe, expect, it } from "vitest";

import { burger, milk, tShirt } from "../__fixtures__/items";
import { addToCartEntry } from "./add-to-cart-entry";

describe("addToCartEntry", () => {
  it("adding from an action bar requires a saved delivery location", () => {
    expect(addToCartEntry(milk, { moduleType: "grocery", hasLocation: false })).toEqual({
      code: "location_required",
    });
  });

  it("items with variations open the detail dialog rather than adding directly", () => {
    expect(addToCartEntry(burger, { moduleType: "food", hasLocation: true })).toEqual({
      code: "open_detail",
    });
    expect(addToCartEntry(tShirt, { moduleType: "grocery", hasLocation: true })).toEqual({
      code: "open_detail",
    });
  });

  it("in ecommerce they lead to the product page", () => {
    expect(addToCartEntry(tShirt, { moduleType: "ecommerce", hasLocation: true })).toEqual({
      code: "open_product_page",
    });
  });

  it("items without variations are added directly", () => {
    expect(addToCartEntry(milk, { moduleType: "grocery", hasLocation: true })).toEqual({
      code: "add_directly",
    });
    expect(
      addToCartEntry({ ...burger, food_variations: [] }, { moduleType: "food", hasLocation: true }),
    ).toEqual({
      code: "add_directly",
    });
    expect(addToCartEntry({}, { moduleType: "food", hasLocation: true })).toEqual({
      code: "add_directly",
    });
  });
});
