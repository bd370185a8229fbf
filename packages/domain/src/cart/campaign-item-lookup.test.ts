import { describe, expect, it } from "vitest";

import {
  campaignItemHref,
  campaignItemOpen,
  findCampaignItem,
  isCampaignProductType,
} from "./campaign-item-lookup";

const running = [
  { id: 5, slug: "fresh-milk-special-5" },
  { id: 12, slug: "7" },
  { id: 7, slug: null },
];

describe("isCampaignProductType", () => {
  it("only product_type=campaign names a campaign item", () => {
    expect(isCampaignProductType("campaign")).toBe(true);
    expect(isCampaignProductType(["campaign", "item"])).toBe(true);
    expect(isCampaignProductType("Campaign")).toBe(false);
    expect(isCampaignProductType("item")).toBe(false);
    expect(isCampaignProductType(undefined)).toBe(false);
    expect(isCampaignProductType([])).toBe(false);
  });
});

describe("findCampaignItem", () => {
  it("finds a running campaign item by its id", () => {
    expect(findCampaignItem(running, "5")).toEqual(running[0]);
    expect(findCampaignItem(running, 5)).toEqual(running[0]);
  });

  it("finds it by its slug", () => {
    expect(findCampaignItem(running, "fresh-milk-special-5")).toEqual(running[0]);
  });

  it("prefers the id when an id is also another item's slug", () => {
    expect(findCampaignItem(running, "7")).toEqual(running[2]);
  });

  it("answers null for an unknown or ended id, and for junk", () => {
    expect(findCampaignItem(running, "999")).toBeNull();
    expect(findCampaignItem(running, "no-such-special")).toBeNull();
    expect(findCampaignItem(running, "")).toBeNull();
    expect(findCampaignItem(running, "5".repeat(300))).toBeNull();
    expect(findCampaignItem(running, "05x")).toBeNull();
    expect(findCampaignItem([], "5")).toBeNull();
  });
});

describe("campaignItemHref", () => {
  it("keeps product_type=campaign and the item's module", () => {
    expect(campaignItemHref({ id: 5, slug: "fresh-milk-special-5", module_id: 1 })).toBe(
      "/product/fresh-milk-special-5?module_id=1&product_type=campaign",
    );
    expect(campaignItemHref({ id: 7, slug: null, module_id: null }, 3)).toBe(
      "/product/7?module_id=3&product_type=campaign",
    );
  });
});

describe("campaignItemOpen", () => {
  it("opens the product page in ecommerce and the quick view elsewhere", () => {
    expect(campaignItemOpen({ id: 9, slug: "tee-special-9", module_id: 3 }, "ecommerce")).toEqual({
      code: "product_page",
      href: "/product/tee-special-9?module_id=3&product_type=campaign",
    });
    for (const moduleType of ["grocery", "pharmacy", "food", null])
      expect(campaignItemOpen({ id: 1, module_id: 1 }, moduleType)).toEqual({
        code: "quick_view",
      });
  });
});
