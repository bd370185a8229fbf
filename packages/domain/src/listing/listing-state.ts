// Single source of truth for the listing page state (D4): tabs, sorts, filters, categories and brands.

/** The listing tabs: Items and Stores. */
export const LISTING_TABS = ["item", "store"] as const;
export type ListingTab = (typeof LISTING_TABS)[number];

/** Sort values (D9). */
export const SORT_VALUES = [
  "default",
  "fast_delivery",
  "nearby",
  "low",
  "high",
  "AtoZ",
  "ZtoA",
] as const;
export type SortValue = (typeof SORT_VALUES)[number];

/** Filter option values (D3). */
export const FILTER_VALUES = [
  "currently_open",
  "top_rated",
  "discounted",
  "popular",
  "free_delivery",
  "coupon",
  "fast_delivery",
  "nearby",
] as const;
export type FilterValue = (typeof FILTER_VALUES)[number];

/** The search/listing data types of /home (D2). */
export const DATA_TYPES = ["searched", "category", "new", "all", "brand", "discounted"] as const;
export type DataType = (typeof DATA_TYPES)[number];

export interface PriceFilterRange {
  min: number;
  max: number;
}

/** The price slider runs from 0 to 20000 (D9). */
export const DEFAULT_PRICE_RANGE: PriceFilterRange = { min: 0, max: 20000 };

export interface ListingState {
  tab: ListingTab;
  sort: SortValue[];
  filters: FilterValue[];
  categoryIds: number[];
  brandIds: number[];
  priceRange: PriceFilterRange;
  ratingCount: number;
}

/**
 * The state a listing starts with; `data_type=discounted` pre-checks the Discounted filter.
 * @example initialListingState("discounted").filters // ["discounted"]
 */
export function initialListingState(dataType?: DataType, tab: ListingTab = "item"): ListingState {
  return {
    tab,
    sort: [],
    filters: dataType === "discounted" ? ["discounted"] : [],
    categoryIds: [],
    brandIds: [],
    priceRange: { ...DEFAULT_PRICE_RANGE },
    ratingCount: 0,
  };
}

/**
 * Changing tab resets sort and filters (categories and brands stay chosen).
 * @example changeListingTab(state, "store").sort // []
 */
export function changeListingTab(state: ListingState, tab: ListingTab): ListingState {
  if (state.tab === tab) return state;
  return {
    ...state,
    tab,
    sort: [],
    filters: [],
    priceRange: { ...DEFAULT_PRICE_RANGE },
    ratingCount: 0,
  };
}
