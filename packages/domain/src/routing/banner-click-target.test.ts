import { describe, expect, it } from "vitest";

import { bannerClickTarget } from "./banner-click-target";

const food = { moduleType: "food", moduleId: 1 };
const ecommerce = { moduleType: "ecommerce", moduleId: 3 };

describe("bannerClickTarget", () => {
  it("default goes to link", () => {
    expect(bannerClickTarget({ type: "default", link: "https://shop.example/sale" }, food)).toEqual(
      {
        code: "external",
        url: "https://shop.example/sale",
      },
    );
  });

  it("only http: and https: links are ever followed", () => {
    for (const link of ["javascript:alert(1)", "data:text/html,x", "//evil.example", null]) {
      expect(bannerClickTarget({ type: "default", link }, food)).toEqual({ code: "none" });
    }
  });

  it("store_wise goes to the store page", () => {
    expect(
      bannerClickTarget(
        { type: "store_wise", store: { id: 7, slug: "burger-house", zone_id: 2, module_id: 1 } },
        food,
      ),
    ).toEqual({
      code: "store",
      href: "/store/burger-house?module_id=1&module_type=food&store_zone_id=2",
    });
  });

  it("item_wise goes to the product page in ecommerce", () => {
    expect(
      bannerClickTarget(
        { type: "item_wise", item: { id: 202, slug: "cotton-t-shirt" } },
        ecommerce,
      ),
    ).toEqual({
      code: "product",
      href: "/product/cotton-t-shirt?module_id=3",
    });
  });

  it("item_wise otherwise opens the quick item modal", () => {
    expect(bannerClickTarget({ type: "item_wise", item: { id: 101 } }, food)).toEqual({
      code: "quick_view",
      itemId: 101,
    });
  });

  it("a banner without its target or of another type does nothing", () => {
    expect(bannerClickTarget({ type: "store_wise", store: null }, food)).toEqual({ code: "none" });
    expect(bannerClickTarget({ type: "item_wise" }, food)).toEqual({ code: "none" });
    expect(bannerClickTarget({ type: "video" }, food)).toEqual({ code: "none" });
  });
});
