import { DEFAULT_PRICE_RANGE } from "@marketplace/domain";

/** The listing's list parameters: the URL carries them comma-separated (`filter=popular,discounted`). */
const LIST_KEYS: ReadonlySet<string> = new Set(["sort", "filter", "category_ids", "brand_ids"]);

/** Form values that are the listing's defaults: left out of the URL. */
const DEFAULTS: Readonly<Record<string, string>> = {
  min_price: String(DEFAULT_PRICE_RANGE.min),
  max_price: String(DEFAULT_PRICE_RANGE.max),
  rating: "0",
  type: "all",
  tab: "item",
  view: "grid",
  sort: "default",
};

/**
 * One value per key from a URL's or a form's entries: list keys joined with commas (a form sends
 * `filter=a&filter=b`; an empty `filter=` stays, meaning "no filter" even where the data type pre-checks
 * one); any other key keeps its first value.
 * @example listingParamsOf([["filter", ""], ["filter", "popular"], ["search", "a"], ["search", "b"]])
 * // { filter: "popular", search: "a" }
 */
export function listingParamsOf(entries: Iterable<[string, string]>): Record<string, string> {
  const values = new Map<string, string[]>();
  for (const [key, value] of entries) {
    const list = values.get(key);
    if (!LIST_KEYS.has(key)) {
      if (list === undefined) values.set(key, [value]);
      continue;
    }
    const parts = value.split(",").filter((part) => part !== "" && !list?.includes(part));
    values.set(key, [...(list ?? []), ...parts]);
  }
  return Object.fromEntries([...values].map(([key, list]) => [key, list.join(",")]));
}

/** The entries of a Next `searchParams` object. */
export function entriesOf(
  record: Record<string, string | string[] | undefined>,
): [string, string][] {
  return Object.entries(record).flatMap(([key, value]) =>
    value === undefined
      ? []
      : (Array.isArray(value) ? value : [value]).map((v) => [key, v] as [string, string]),
  );
}

/**
 * The listing URL a filter or sort form asks for: its fields as the URL carries them, defaults and the
 * page count left out (a new choice starts at the first page).
 * @example listingFormHref([["data_type", "all"], ["filter", "popular"], ["rating", "0"]])
 * // "/home?data_type=all&filter=popular"
 */
export function listingFormHref(entries: Iterable<[string, string]>): string {
  const params = listingParamsOf(entries);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key === "page" || DEFAULTS[key] === value) continue;
    if (value === "" && key !== "filter") continue;
    query.set(key, value);
  }
  return `/home?${query.toString()}`;
}
