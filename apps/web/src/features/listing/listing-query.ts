import type { inferParserType } from "nuqs/server";
import {
  createLoader,
  createSerializer,
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
  LISTING_FROM,
  LISTING_TABS,
  listingSearchText,
  SORT_VALUES,
} from "@marketplace/domain";

import { listingParamsOf } from "./listing-params";

export const LISTING_VIEWS = ["grid", "list"] as const;
export type ListingView = (typeof LISTING_VIEWS)[number];
export const VEG_TYPES = ["all", "veg", "non_veg"] as const;
export type VegChoice = (typeof VEG_TYPES)[number];

/**
 * The listing's URL: the subject (`data_type`, `search`, `id`, `brand_id`, `name`, and `from` when the id is
 * a common condition's) as the spec routes it, `module_id` (the brand's module on a brand link),
 * and the page's choices (tab, sort, filters, categories, brands, price, rating, food type, view), so a
 * listing can be shared, reloaded and navigated with Back. `page` is the last page shown (a "Load more" link's, or the last one infinite scroll loaded).
 */
export const listingParsers = {
  data_type: parseAsStringLiteral(DATA_TYPES),
  search: parseAsString,
  id: parseAsInteger,
  brand_id: parseAsInteger,
  module_id: parseAsInteger,
  name: parseAsString,
  from: parseAsStringLiteral(LISTING_FROM),
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

const loadListingQuery = createLoader(listingParsers);
const serialize = createSerializer(listingParsers);

export type ListingQuery = inferParserType<typeof listingParsers>;

/** The most pages the server renders at once (a "Load more" link's page and the 9 before it). */
export const MAX_SERVER_PAGES = 10;

/** The highest page the listing asks for (1200 rows), by link or by infinite scroll. */
export const LAST_PAGE = 100;

/**
 * The first page the server renders for a listing URL's `page`: the pages up to it, 10 at most (a visitor
 * without a script follows "Load more" links to every page; the earlier ones stay a link away).
 * @example firstServerPage(3) // 1
 * @example firstServerPage(14) // 5
 */
export function firstServerPage(page: number): number {
  return Math.max(1, page - MAX_SERVER_PAGES + 1);
}

function within(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * The listing's URL read (a form's repeated list fields joined): the search text cleaned (control
 * characters, at most 100 characters), the price range within 0–20000 and in order, the rating 0–5 and the
 * page 1–100.
 */
export function readListingQuery(entries: Iterable<[string, string]>): ListingQuery {
  const query = loadListingQuery(listingParamsOf(entries));
  const { min, max } = DEFAULT_PRICE_RANGE;
  const low = within(Math.min(query.min_price, query.max_price), min, max);
  const high = within(Math.max(query.min_price, query.max_price), min, max);
  const search = listingSearchText(query.search);
  return {
    ...query,
    search: search === "" ? null : search,
    min_price: low,
    max_price: high,
    rating: within(query.rating, 0, 5),
    page: within(query.page, 1, LAST_PAGE),
  };
}

/** Choices to change in a listing URL; `null` restores the default. */
export type ListingChanges = { [Key in keyof ListingQuery]?: ListingQuery[Key] | null };

/**
 * The listing URL with some choices changed (`null` restores a default), at its first page unless `page`
 * is given.
 * @example listingUrl(query, { tab: "store" }) // "/home?data_type=all&tab=store"
 */
export function listingUrl(query: ListingQuery, changes: ListingChanges = {}): string {
  const next: ListingChanges = { ...query, page: 1, ...changes };
  return serialize("/home", next);
}

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
