import type { ItemQuery } from "./item-query";
import type { ItemKey, Reference } from "./reference";
import { eligibleStores, expandCategories } from "./item-query";
import { lowerAscii } from "./reference";
import { activeStoreDiscount } from "./store-hours";

type Compare = (a: ItemKey, b: ItemKey) => number;

const descending =
  (pick: (key: ItemKey) => number): Compare =>
  (a, b) =>
    pick(b) - pick(a);

/** The same order as the SQL query's `order by` (every sort column is NOT NULL). */
function comparators(query: ItemQuery): Compare[] {
  const order: Compare[] = [];
  if (query.storeOrder && query.storeOrder.length > 0) {
    const position = new Map<number, number>();
    query.storeOrder.forEach((id, index) => {
      if (!position.has(Math.trunc(id))) position.set(Math.trunc(id), index);
    });
    // array_position(...) ascending: stores missing from the list (NULL) come last.
    const rank = (key: ItemKey) => position.get(key.storeId) ?? Number.MAX_SAFE_INTEGER;
    order.push((a, b) => rank(a) - rank(b));
  }
  for (const sort of query.sort ?? ["popular"]) {
    switch (sort) {
      case "popular":
        order.push(descending((key) => key.orderCount));
        break;
      case "top_rated":
        order.push(
          descending((key) => key.avgRating),
          descending((key) => key.ratingCount),
        );
        break;
      case "most_reviewed":
        order.push(
          descending((key) => key.ratingCount),
          descending((key) => key.avgRating),
        );
        break;
      case "low":
        order.push((a, b) => a.price - b.price);
        break;
      case "high":
        order.push(descending((key) => key.price));
        break;
      case "latest":
        order.push((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
        break;
      case "discount":
        order.push(descending((key) => key.discount));
        break;
      case "relevance": {
        // Names that start with the search text first, then names with a word starting with it.
        if (!query.name) break;
        const text = lowerAscii(query.name);
        order.push(
          (a, b) => Number(b.name.startsWith(text)) - Number(a.name.startsWith(text)),
          (a, b) => Number(b.name.includes(` ${text}`)) - Number(a.name.includes(` ${text}`)),
        );
        break;
      }
      case "id":
        break;
    }
  }
  order.push((a, b) => a.id - b.id);
  return order;
}

/** Printable ASCII: the texts whose ILIKE match the index reproduces exactly. */
const asciiText = /^[\x20-\x7e]*$/;

/**
 * Every item key the query matches, in the reference's id order, or `null` when the database must
 * answer: `createdSince` (timestamp parsing stays in SQL) and name searches with non-ASCII text.
 */
function matchingKeys(ref: Reference, query: ItemQuery, now: Date): ItemKey[] | null {
  if (query.createdSince) return null;
  if (query.name && !asciiText.test(query.name)) return null;
  const text = query.name ? lowerAscii(query.name) : null;
  const stores = eligibleStores(ref, query);
  const storeIds = new Set(stores.map((store) => store.id));
  const categories = query.categoryIds ? new Set(expandCategories(ref, query.categoryIds)) : null;
  const brands = query.brandIds ? new Set(query.brandIds) : null;
  const itemIds = query.itemIds ? new Set(query.itemIds) : null;
  const discountedStores = query.discounted
    ? new Set(stores.filter((store) => activeStoreDiscount(store, now)).map((store) => store.id))
    : null;
  const minRating = query.minRating !== undefined && query.minRating > 0 ? query.minRating : null;
  return ref.itemKeys.filter(
    (key) =>
      key.moduleId === query.moduleId &&
      storeIds.has(key.storeId) &&
      (!categories || categories.has(key.categoryId)) &&
      (!brands || (key.brandId !== null && brands.has(key.brandId))) &&
      (query.conditionId === undefined || key.commonConditionId === query.conditionId) &&
      (!query.withBrandAndCondition || (key.brandId !== null && key.commonConditionId !== null)) &&
      (!itemIds || itemIds.has(key.id)) &&
      (query.excludeItemId === undefined || key.id !== query.excludeItemId) &&
      (query.veg !== "veg" || key.veg === 1) &&
      (query.veg !== "non_veg" || key.veg === 0) &&
      (!query.recommended || key.recommended === 1) &&
      (query.minPrice === undefined || key.price >= query.minPrice) &&
      (query.maxPrice === undefined || key.price <= query.maxPrice) &&
      (minRating === null || key.avgRating >= minRating) &&
      (!discountedStores || key.discount > 0 || discountedStores.has(key.storeId)) &&
      (text === null ||
        key.name.includes(text) ||
        key.genericText.includes(text) ||
        key.tagsText.includes(text)),
  );
}

/**
 * One page of item ids plus the total, picked from the reference's in-memory item keys instead of
 * the database: the same filters and order as `queryItems`' SQL, or `null` (see `matchingKeys`).
 */
export function pageFromIndex(
  ref: Reference,
  query: ItemQuery,
  now: Date,
): { total: number; ids: number[] } | null {
  const matches = matchingKeys(ref, query, now);
  if (!matches) return null;
  const order = comparators(query);
  matches.sort((a, b) => {
    for (const compare of order) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  });
  const start = (query.offset - 1) * query.limit;
  return {
    total: matches.length,
    ids: matches.slice(start, start + query.limit).map((key) => key.id),
  };
}

/** The distinct categories of the matching items (as `queryItemCategoryIds`), or `null`. */
export function categoryIdsFromIndex(ref: Reference, query: ItemQuery, now: Date): number[] | null {
  const matches = matchingKeys(ref, query, now);
  return matches ? [...new Set(matches.map((key) => key.categoryId))] : null;
}
