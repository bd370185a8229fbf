import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { ItemQuery, ItemSort } from "./item-query";
import { testNow } from "../test/fixed-clock";
import { createTestApp } from "../test/test-db";
import { categoryIdsFromIndex, pageFromIndex } from "./item-index";
import { queryItemCategoryIdsInDatabase, queryItems, queryItemsInDatabase } from "./item-query";
import { getReference } from "./reference";

let setup: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  setup = await createTestApp();
});
afterAll(async () => {
  await setup.dispose();
});

const sorts: ItemSort[] = [
  "popular",
  "top_rated",
  "most_reviewed",
  "low",
  "high",
  "latest",
  "discount",
  "id",
];

/** Mostly absent, so that generated listings combine few filters and still find items. */
const rare = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 5 }, { arbitrary, weight: 1 });

const queryArbitrary: fc.Arbitrary<ItemQuery> = fc.record(
  {
    moduleId: fc.integer({ min: 1, max: 5 }),
    zoneIds: fc.option(fc.subarray([1, 2, 3, 4], { minLength: 1 }), { nil: null }),
    storeIds: rare(fc.uniqueArray(fc.integer({ min: 1, max: 45 }), { maxLength: 6 })),
    categoryIds: rare(fc.uniqueArray(fc.integer({ min: 1, max: 85 }), { maxLength: 3 })),
    brandIds: rare(fc.uniqueArray(fc.integer({ min: 1, max: 22 }), { maxLength: 3 })),
    conditionId: rare(fc.integer({ min: 1, max: 12 })),
    itemIds: rare(fc.uniqueArray(fc.integer({ min: 1, max: 620 }), { maxLength: 40 })),
    excludeItemId: rare(fc.integer({ min: 1, max: 620 })),
    veg: fc.constantFrom("all" as const, "veg" as const, "non_veg" as const, undefined),
    discounted: rare(fc.constant(true)),
    recommended: rare(fc.constant(true)),
    minPrice: rare(fc.integer({ min: 0, max: 60 })),
    maxPrice: rare(fc.integer({ min: 0, max: 200 })),
    minRating: rare(fc.constantFrom(0, 1, 3, 4, 4.5)),
    withBrandAndCondition: rare(fc.constant(true)),
    storeOrder: rare(
      fc.uniqueArray(fc.integer({ min: 1, max: 45 }), { minLength: 1, maxLength: 45 }),
    ),
    name: rare(
      fc.constantFrom("pizza", "Pi", "a", "TEA", "chicken", "para", "%", "_", "o b", "x", "rice"),
    ),
    sort: fc.option(fc.uniqueArray(fc.constantFrom(...sorts), { maxLength: 3 }), {
      nil: undefined,
    }),
    limit: fc.integer({ min: 1, max: 30 }),
    offset: fc.integer({ min: 1, max: 4 }),
  },
  { requiredKeys: ["moduleId", "zoneIds", "limit", "offset"] },
);

describe("pageFromIndex", () => {
  it("picks the same page and total as the SQL query for generated listings", async () => {
    const ref = await getReference(setup.database.db, testNow);
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(queryArbitrary, async (query) => {
        const fromIndex = pageFromIndex(ref, query, testNow);
        const fromDatabase = await queryItemsInDatabase(setup.database.db, ref, query, testNow);
        expect(fromIndex).toEqual({
          total: fromDatabase.total,
          ids: fromDatabase.rows.map((row) => row.id),
        });
        if (fromDatabase.total > 0) nonEmpty += 1;
        const categories = await queryItemCategoryIdsInDatabase(
          setup.database.db,
          ref,
          query,
          testNow,
        );
        expect(
          [...(categoryIdsFromIndex(ref, query, testNow) ?? [])].sort((a, b) => a - b),
        ).toEqual([...categories].sort((a, b) => a - b));
      }),
      { numRuns: 200 },
    );
    // The generator must reach real pages, not only empty ones.
    expect(nonEmpty).toBeGreaterThan(20);
  });

  it("leaves non-ASCII name searches and date windows to the database", async () => {
    const ref = await getReference(setup.database.db, testNow);
    const base: ItemQuery = { moduleId: 1, zoneIds: [1, 2, 3], limit: 10, offset: 1 };
    expect(pageFromIndex(ref, { ...base, name: "café" }, testNow)).toBeNull();
    expect(pageFromIndex(ref, { ...base, name: "pizza" }, testNow)).not.toBeNull();
    expect(pageFromIndex(ref, { ...base, createdSince: "2026-01-01" }, testNow)).toBeNull();
    const popular = await queryItems(setup.database.db, ref, base, testNow);
    const expected = await queryItemsInDatabase(setup.database.db, ref, base, testNow);
    expect(popular.total).toBeGreaterThan(0);
    expect(popular.rows.map((row) => row.id)).toEqual(expected.rows.map((row) => row.id));
  });
});
