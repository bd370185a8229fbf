// Single source of truth for recognising campaign items (D3): available_date_starts/ends mark a campaign item.

import type { Item } from "@marketplace/api-client";

/**
 * An item is a campaign item when it carries available_date_starts (or the wire flags it is_campaign).
 * @example isCampaignItem({ available_date_starts: "2026-01-01" }) // true
 */
export function isCampaignItem(item: Pick<Item, "available_date_starts" | "is_campaign">): boolean {
  return (
    item.is_campaign === true ||
    (item.available_date_starts !== null &&
      item.available_date_starts !== undefined &&
      item.available_date_starts !== "")
  );
}

/**
 * The cart `model` of an item: ItemCampaign for campaign items, Item otherwise.
 * @example cartModel(burger) // "Item"
 */
export function cartModel(
  item: Pick<Item, "available_date_starts" | "is_campaign">,
): "Item" | "ItemCampaign" {
  return isCampaignItem(item) ? "ItemCampaign" : "Item";
}
