import { describe, expect, it } from "vitest";

import { cartModel, isCampaignItem } from "./campaign-item";

describe("isCampaignItem", () => {
  it("presence of available_date_starts marks a campaign item", () => {
    expect(isCampaignItem({ available_date_starts: "2026-01-01" })).toBe(true);
    expect(isCampaignItem({ is_campaign: true })).toBe(true);
    expect(isCampaignItem({ available_date_starts: null })).toBe(false);
    expect(isCampaignItem({ available_date_starts: "" })).toBe(false);
    expect(isCampaignItem({})).toBe(false);
  });
});

describe("cartModel", () => {
  it("campaign items are ItemCampaign, others Item", () => {
    expect(cartModel({ available_date_starts: "2026-01-01" })).toBe("ItemCampaign");
    expect(cartModel({})).toBe("Item");
  });
});
