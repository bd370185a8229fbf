import { describe, expect, it } from "vitest";

import { campaignHref, categoryHref, productHref, storeHref, storeListHref } from "./entity-hrefs";

describe("storeHref", () => {
  it("uses the slug, else the id, with module_id, module_type and store_zone_id", () => {
    expect(storeHref({ id: 7, slug: "burger-house", module_id: 1, zone_id: 2 }, "food")).toBe(
      "/store/burger-house?module_id=1&module_type=food&store_zone_id=2",
    );
    expect(storeHref({ id: 7, slug: "" })).toBe("/store/7");
    expect(storeHref({ id: 7, slug: null, module_id: 1 }, null)).toBe("/store/7?module_id=1");
  });

  it("encodes the slug", () => {
    expect(storeHref({ id: 7, slug: "café/bar" })).toBe("/store/caf%C3%A9%2Fbar");
  });
});

describe("productHref", () => {
  it("uses the slug, else the id, with module_id and product_type=campaign for campaigns", () => {
    expect(productHref({ id: 202, slug: "cotton-t-shirt" }, { moduleId: 3 })).toBe(
      "/product/cotton-t-shirt?module_id=3",
    );
    expect(productHref({ id: 202 }, { moduleId: 3, campaign: true })).toBe(
      "/product/202?module_id=3&product_type=campaign",
    );
    expect(productHref({ id: 202 })).toBe("/product/202");
  });
});

describe("campaignHref", () => {
  it("goes to the campaign page", () => {
    expect(campaignHref({ id: 4 }, 1)).toBe("/campaigns/4?module_id=1");
    expect(campaignHref({ id: 4 })).toBe("/campaigns/4");
  });
});

describe("categoryHref", () => {
  it("links the spec's /category/{id}", () => {
    expect(categoryHref({ id: 12 })).toBe("/category/12");
  });
});

describe("storeListHref", () => {
  it("links the spec's store lists", () => {
    expect(storeListHref("latest")).toBe("/store/latest");
    expect(storeListHref("popular")).toBe("/store/popular");
    expect(storeListHref("top-offer-nearby")).toBe("/store/top-offer-nearby");
  });
});
