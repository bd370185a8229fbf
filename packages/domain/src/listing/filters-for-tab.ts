// Single source of truth for which filters each listing tab shows (D5).

import type { FilterValue, ListingTab, PriceFilterRange } from "./listing-state";
import { DEFAULT_PRICE_RANGE } from "./listing-state";

export interface TabFilters {
  /** Plain filter checkboxes. */
  filters: FilterValue[];
  /** The 'Offers' group (Stores tab only). */
  offers: FilterValue[];
  /** The Price slider (Items tab only). */
  priceRange: PriceFilterRange | null;
}

/**
 * Items tab: currently_open and nearby hidden, a Price filter 0–20000 appears.
 * Stores tab: coupon, free_delivery and fast_delivery appear as 'Offers'.
 * @example filtersForTab("item").priceRange // { min: 0, max: 20000 }
 */
export function filtersForTab(tab: ListingTab): TabFilters {
  if (tab === "item") {
    return {
      filters: ["top_rated", "discounted", "popular"],
      offers: [],
      priceRange: { ...DEFAULT_PRICE_RANGE },
    };
  }
  return {
    filters: ["currently_open", "top_rated", "discounted", "popular", "nearby"],
    offers: ["coupon", "free_delivery", "fast_delivery"],
    priceRange: null,
  };
}

/**
 * Toggles a filter value on or off.
 * @example toggleFilter(["popular"], "discounted") // ["popular", "discounted"]
 */
export function toggleFilter(current: readonly FilterValue[], value: FilterValue): FilterValue[] {
  return current.includes(value)
    ? current.filter((filter) => filter !== value)
    : [...current, value];
}

/**
 * Whether the rating filter shows a chip: the default value (0) is not shown.
 * @example showsRatingChip(0) // false
 */
export function showsRatingChip(ratingCount: number): boolean {
  return ratingCount > 0;
}
