// Single source of truth for the URL state of the store and catalogue pages (D2, D9): in-store category
// tab, in-store search text, how many pages are shown, the store-list tabs and delivery types.

/** Page size of a store's items grid and of the search page (D9). */
export const STORE_ITEMS_PAGE_SIZE = 12;
/** The all-stores list (get-stores) shows 20 per page (D7). */
export const ALL_STORES_PAGE_SIZE = 20;
/** The latest, popular and top-offer store lists (`/store/latest|popular|top-offer-nearby`): 12 a page (§9). */
export const STORE_LIST_PAGE_SIZE = 12;
/** Category detail lists: 20 per page (D9). */
export const CATEGORY_PAGE_SIZE = 20;
/** The most pages a "Load more" URL may ask for at once. */
export const MAX_PAGES = 20;

/** The store tabs of the store lists (D4). */
export const STORE_TABS = ["all", "newly_joined", "popular", "top_rated"] as const;
export type StoreTab = (typeof STORE_TABS)[number];
/** The delivery types of the store lists (D4). */
export const DELIVERY_TYPES = ["all", "delivery", "take_away"] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

type Param = string | string[] | undefined;

const first = (value: Param): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * A "pages shown" parameter: a whole number from 1 to MAX_PAGES, else 1.
 * @example pagesShown("3") // 3
 */
export function pagesShown(value: Param): number {
  const text = first(value);
  if (text === undefined || !/^\d{1,3}$/.test(text)) return 1;
  const pages = Number(text);
  return pages >= 1 && pages <= MAX_PAGES ? pages : 1;
}

/**
 * A positive whole id, or null.
 * @example positiveId("12") // 12
 */
export function positiveId(value: Param): number | null {
  const text = first(value);
  if (text === undefined || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * The search text of a store page: trimmed, at most 100 characters; empty means none.
 * @example searchText("  milk ") // "milk"
 */
export function searchText(value: Param): string {
  return (first(value) ?? "").trim().slice(0, 100);
}

/**
 * One of a fixed set of values, else the fallback.
 * @example oneOf("popular", STORE_TABS, "all") // "popular"
 */
export function oneOf<T extends string>(value: Param, allowed: readonly T[], fallback: T): T {
  const text = first(value);
  return allowed.find((entry) => entry === text) ?? fallback;
}

/** Whether a paged list has more to show: fewer rows than asked means the end (stop on a short page). */
export function hasMorePages(shown: number, total: number): boolean {
  return shown < total;
}
