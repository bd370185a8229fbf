// Single source of truth for the 'Best Store Nearby' tab orders (D4): Popular keeps the server order,
// Top Rated sorts by rating (highest first), New by created_at (newest first).

import type { Store } from "@marketplace/api-client";

export type BestStoreTab = "popular" | "topRated" | "new";

const time = (value: string | null | undefined): number => {
  const parsed = Date.parse(value ?? "");
  return Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
};

/**
 * Orders stores for a 'Best Store Nearby' tab; stores without a rating or date go last; ties keep the
 * server order.
 * @example bestStoreOrder(stores, "topRated") // highest avg_rating first
 */
export function bestStoreOrder<S extends Pick<Store, "avg_rating" | "created_at">>(
  stores: readonly S[],
  tab: BestStoreTab,
): S[] {
  if (tab === "popular") return [...stores];
  if (tab === "topRated")
    return [...stores].sort((a, b) => (b.avg_rating ?? -1) - (a.avg_rating ?? -1));
  return [...stores].sort((a, b) => {
    const diff = time(b.created_at) - time(a.created_at);
    return Number.isNaN(diff) ? 0 : diff;
  });
}
