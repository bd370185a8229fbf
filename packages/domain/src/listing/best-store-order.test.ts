import { describe, expect, it } from "vitest";

import { bestStoreOrder } from "./best-store-order";

const stores = [
  { id: 1, avg_rating: 4.1, created_at: "2025-01-10T00:00:00Z" },
  { id: 2, avg_rating: 4.8, created_at: "2026-03-01T00:00:00Z" },
  { id: 3, avg_rating: null, created_at: null },
  { id: 4, avg_rating: 4.8, created_at: "2025-06-01T00:00:00Z" },
];
const ids = (list: { id: number }[]) => list.map((store) => store.id);

describe("bestStoreOrder", () => {
  it("Popular keeps the server order", () => {
    expect(ids(bestStoreOrder(stores, "popular"))).toEqual([1, 2, 3, 4]);
  });

  it("Top Rated sorts by rating, highest first", () => {
    expect(ids(bestStoreOrder(stores, "topRated"))).toEqual([2, 4, 1, 3]);
  });

  it("New sorts by created_at, newest first", () => {
    expect(ids(bestStoreOrder(stores, "new"))).toEqual([2, 4, 1, 3]);
    expect(
      ids(
        bestStoreOrder(
          [stores[2], { id: 5, avg_rating: 1, created_at: "bad" }].filter((s) => s !== undefined),
          "new",
        ),
      ),
    ).toEqual([3, 5]);
  });
});
