import type { Store } from "@marketplace/api-client";

/**
 * 'Best Store Nearby' tab orders (spec D §4): Popular keeps the server order, Top Rated sorts by
 * rating (highest first), New by created_at (newest first).
 * TODO(domain): move to @marketplace/domain when it exports this rule (not there yet).
 */
export function bestStoreOrder(
  stores: readonly Store[],
  tab: "popular" | "topRated" | "new",
): Store[] {
  if (tab === "popular") return [...stores];
  if (tab === "topRated")
    return [...stores].sort((a, b) => Number(b.avg_rating ?? 0) - Number(a.avg_rating ?? 0));
  return [...stores].sort(
    (a, b) => Date.parse(b.created_at ?? "") - Date.parse(a.created_at ?? ""),
  );
}
