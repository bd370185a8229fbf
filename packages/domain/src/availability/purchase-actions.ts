// Single source of truth for which purchase buttons an item offers (D2, D4, D5).

import type { Item } from "@marketplace/api-client";

import type { ItemAvailability } from "./item-availability";
import { isCampaignItem } from "../cart/campaign-item";

export type PurchaseAction = "order_now" | "buy_now" | "add_to_cart";

export interface PurchaseActions {
  actions: PurchaseAction[];
  /** True when Buy Now and Add to Cart schedule the order for later. */
  scheduled: boolean;
}

/**
 * Campaign items offer only Order Now; other items Buy Now and Add to Cart, scheduled when the item is
 * outside its window with schedule_order; an item not available and not schedulable offers none.
 * @example purchaseActions({ available_date_starts: "2026-01-01" }, { code: "available" }) // { actions: ["order_now"], scheduled: false }
 */
export function purchaseActions(
  item: Pick<Item, "available_date_starts" | "is_campaign">,
  availability: ItemAvailability,
): PurchaseActions {
  if (isCampaignItem(item)) return { actions: ["order_now"], scheduled: false };
  if (availability.code === "not_available") return { actions: [], scheduled: false };
  return {
    actions: ["buy_now", "add_to_cart"],
    scheduled: availability.code === "not_available_schedulable",
  };
}

/**
 * Order Now for a campaign needs a signed-in user: a guest gets the sign-in modal.
 * @example orderNowCheck(false) // { code: "sign_in" }
 */
export function orderNowCheck(signedIn: boolean): { code: "ok" } | { code: "sign_in" } {
  return signedIn ? { code: "ok" } : { code: "sign_in" };
}

/**
 * The wishlist is not offered for campaign items.
 * @example wishlistOffered({ available_date_starts: "2026-01-01" }) // false
 */
export function wishlistOffered(
  item: Pick<Item, "available_date_starts" | "is_campaign">,
): boolean {
  return !isCampaignItem(item);
}

/**
 * Wishlist actions require a stored token; otherwise the not-logged-in error ('You are not logged in').
 * @example wishlistAction(false) // { code: "not_logged_in" }
 */
export function wishlistAction(hasToken: boolean): { code: "ok" } | { code: "not_logged_in" } {
  return hasToken ? { code: "ok" } : { code: "not_logged_in" };
}

/**
 * Prescription-required items show 'prescription is required'.
 * @example prescriptionNotice({ is_prescription_required: true }) // { code: "prescription_required" }
 */
export function prescriptionNotice(
  item: Pick<Item, "is_prescription_required">,
): { code: "prescription_required" } | null {
  return item.is_prescription_required === true ? { code: "prescription_required" } : null;
}
