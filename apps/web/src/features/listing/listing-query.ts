import type { inferParserType } from "nuqs/server";
import {
  createLoader,
  parseAsArrayOf,
  parseAsInteger,
  parseAsString,
  parseAsStringLiteral,
} from "nuqs/server";

import type { ListingState, ListingSubject } from "@marketplace/domain";
import {
  DATA_TYPES,
  DEFAULT_PRICE_RANGE,
  FILTER_VALUES,
  initialListingState,
  LISTING_TABS,
  SORT_VALUES,
} from "@marketplace/domain";

export const LISTING_VIEWS = ["grid", "list"] as const;
export type ListingView = (typeof LISTING_VIEWS)[number];
export const VEG_TYPES = ["all", "veg", "non_veg"] as const;
export type VegChoice = (typeof VEG_TYPES)[number];

/**
 * The listing's URL: the subject (`data_type`, `search`, `id`, `brand_id`, `name`) as the spec routes it,
 * and the page's choices (tab, sort, filters, categories, brands, price, rating, food type, view), so a
 * listing can be shared, reloaded and navigated with Back. `page` is the no-JS "Load more" link's page count.
 */
export const listingParsers = {
  data_type: parseAsStringLiteral(DATA_TYPES),
  search: parseAsString,
  id: parseAsInteger,
  brand_id: parseAsInteger,
  name: parseAsString,
  tab: parseAsStringLiteral(LISTING_TABS).withDefault("item"),
  sort: parseAsArrayOf(parseAsStringLiteral(SORT_VALUES)).withDefault([]),
  filter: parseAsArrayOf(parseAsStringLiteral(FILTER_VALUES)),
  category_ids: parseAsArrayOf(parseAsInteger).withDefault([]),
  brand_ids: parseAsArrayOf(parseAsInteger).withDefault([]),
  min_price: parseAsInteger.withDefault(DEFAULT_PRICE_RANGE.min),
  max_price: parseAsInteger.withDefault(DEFAULT_PRICE_RANGE.max),
  rating: parseAsInteger.withDefault(0),
  type: parseAsStringLiteral(VEG_TYPES).withDefault("all"),
  view: parseAsStringLiteral(LISTING_VIEWS).withDefault("grid"),
  page: parseAsInteger.withDefault(1),
};

export const loadListingQuery = createLoader(listingParsers);

export type ListingQuery = inferParserType<typeof listingParsers>;

/** The domain's listing state from the URL (absent filters: the data type's initial ones). */
export function listingStateOf(query: ListingQuery): ListingState {
  const initial = initialListingState(query.data_type ?? "all", query.tab);
  return {
    tab: query.tab,
    sort: query.sort,
    filters: query.filter ?? initial.filters,
    categoryIds: query.category_ids,
    brandIds: query.brand_ids,
    priceRange: { min: query.min_price, max: query.max_price },
    ratingCount: query.rating,
  };
}

/** What the listing is about, from the URL. */
export function listingSubjectOf(query: ListingQuery): ListingSubject {
  return {
    dataType: query.data_type ?? "all",
    search: query.search,
    categoryId: query.id,
    brandId: query.brand_id,
  };
}

/** The most pages a no-JS "Load more" link asks the server to render at once. */
export const MAX_SERVER_PAGES = 10;
