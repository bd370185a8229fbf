// Single source of truth for the listing's request to `get-combined-data` (D4, D7): what the page's state sends.
import type { DataType, ListingState, SortValue } from "./listing-state";
import { DEFAULT_PRICE_RANGE } from "./listing-state";
import { listingSearchText } from "./search-text";

/** Sorts the server applies through `filter`; `default` is the server order. */
const SERVER_SORTS: readonly SortValue[] = ["fast_delivery", "nearby", "low", "high"];

/** What the listing URL names besides the state: the kind of listing and its subject. */
export interface ListingSubject {
  dataType: DataType;
  /** The searched text (used only when `dataType` is "searched"). */
  search?: string | null | undefined;
  /** The category of a category listing (`id`). */
  categoryId?: number | null | undefined;
  /** The brand of a brand listing (`brand_id`). */
  brandId?: number | null | undefined;
}

/** The request fields of `get-combined-data` without the page number (the SDK's `SearchParams`). */
export interface ListingRequest {
  list_type: "item" | "store";
  data_type: DataType;
  name?: string;
  category_ids: number[];
  brand_ids: number[];
  filter: string[];
  rating_count?: number;
  min_price?: number;
  max_price?: number;
}

/**
 * The listing request: a brand listing always asks for items of its brand; a category listing asks for its
 * category when no category is chosen in the side panel; name only for searched text; the price range only
 * on the Items tab and only when it differs from 0–20000; the rating only when set.
 * @example listingRequest(initialListingState(), { dataType: "searched", search: "milk" }).name // "milk"
 */
export function listingRequest(state: ListingState, subject: ListingSubject): ListingRequest {
  const brand = subject.dataType === "brand" ? (subject.brandId ?? null) : null;
  const tab = brand === null ? state.tab : "item";
  const categoryIds =
    state.categoryIds.length === 0 &&
    subject.dataType === "category" &&
    subject.categoryId !== null &&
    subject.categoryId !== undefined
      ? [subject.categoryId]
      : [...state.categoryIds];
  const brandIds =
    brand !== null && !state.brandIds.includes(brand) ? [brand, ...state.brandIds] : state.brandIds;
  const request: ListingRequest = {
    list_type: tab,
    data_type: subject.dataType,
    category_ids: categoryIds,
    brand_ids: [...brandIds],
    filter: [...state.filters, ...state.sort.filter((sort) => SERVER_SORTS.includes(sort))],
  };
  const search = listingSearchText(subject.search);
  if (subject.dataType === "searched" && search !== "") request.name = search;
  if (state.ratingCount > 0) request.rating_count = state.ratingCount;
  const { min, max } = state.priceRange;
  if (tab === "item" && (min !== DEFAULT_PRICE_RANGE.min || max !== DEFAULT_PRICE_RANGE.max)) {
    request.min_price = min;
    request.max_price = max;
  }
  return request;
}

/**
 * The sort choices of each tab: Items sorts by price (low vs high); Stores by default, fast delivery or
 * nearby. Each tab's choices exclude each other.
 * @example sortsForTab("item") // ["default", "low", "high"]
 */
export function sortsForTab(tab: ListingState["tab"]): SortValue[] {
  return tab === "item" ? ["default", "low", "high"] : ["default", "fast_delivery", "nearby"];
}

/**
 * Whether a listing has a tab, sort or filter choice beyond its subject: such pages are `noindex` with a
 * canonical to the unfiltered page.
 * @example isFilteredListing(initialListingState("discounted"), "discounted") // false
 */
export function isFilteredListing(state: ListingState, dataType: DataType): boolean {
  const initialFilters = dataType === "discounted" ? ["discounted"] : [];
  return (
    state.tab !== "item" ||
    state.sort.length > 0 ||
    state.filters.length !== initialFilters.length ||
    state.filters.some((filter) => !initialFilters.includes(filter)) ||
    state.categoryIds.length > 0 ||
    state.brandIds.length > 0 ||
    state.ratingCount > 0 ||
    state.priceRange.min !== DEFAULT_PRICE_RANGE.min ||
    state.priceRange.max !== DEFAULT_PRICE_RANGE.max
  );
}
