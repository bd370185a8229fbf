import { describe, expect, it } from "vitest";

import { storeSchema } from "@marketplace/api-client";

import { bestStoreOrder } from "./best-store-order";

const stores = [
  storeSchema.parse({ id: 1, name: "A", avg_rating: 3.5, created_at: "2026-01-01T00:00:00Z" }),
  storeSchema.parse({ id: 2, name: "B", avg_rating: 4.8, created_at: "2025-06-01T00:00:00Z" }),
  storeSchema.parse({ id: 3, name: "C", avg_rating: 4.1, created_at: "2026-05-01T00:00:00Z" }),
];

describe("bestStoreOrder", () => {
  it("keeps the server order for Popular", () => {
    expect(bestStoreOrder(stores, "popular").map((s) => s.id)).toEqual([1, 2, 3]);
  });
  it("sorts Top Rated by rating, highest first", () => {
    expect(bestStoreOrder(stores, "topRated").map((s) => s.id)).toEqual([2, 3, 1]);
  });
  it("sorts New by created_at, newest first", () => {
    expect(bestStoreOrder(stores, "new").map((s) => s.id)).toEqual([3, 1, 2]);
  });
});
