// Single source of truth for per-module wording codes (D1): store and item tab words, home headline.

export type StoreTabWord = "restaurants" | "stores";
export type ItemTabWord = "foods" | "medicines" | "groceries" | "items";
export type HomeHeadline =
  | "headline_grocery"
  | "headline_pharmacy"
  | "headline_ecommerce"
  | "headline_food"
  | "headline_parcel";

/**
 * The store tab reads Restaurants in food and Stores otherwise.
 * @example storeTabWord("food") // "restaurants"
 */
export function storeTabWord(moduleType: string | null | undefined): StoreTabWord {
  return moduleType === "food" ? "restaurants" : "stores";
}

/**
 * The item tab reads Foods (food), Medicines (pharmacy), Groceries (grocery) or Items.
 * @example itemTabWord("pharmacy") // "medicines"
 */
export function itemTabWord(moduleType: string | null | undefined): ItemTabWord {
  if (moduleType === "food") return "foods";
  if (moduleType === "pharmacy") return "medicines";
  if (moduleType === "grocery") return "groceries";
  return "items";
}

/**
 * The home headline per module, or null for an unknown module.
 * @example homeHeadline("food") // "headline_food" ('FIND YOUR HAPPINESS')
 */
export function homeHeadline(moduleType: string | null | undefined): HomeHeadline | null {
  switch (moduleType) {
    case "grocery":
    case "pharmacy":
    case "ecommerce":
    case "food":
    case "parcel":
      return `headline_${moduleType}`;
    default:
      return null;
  }
}
