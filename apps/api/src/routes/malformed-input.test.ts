import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp } from "../test/test-db";

let setup: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  setup = await createTestApp();
});
afterAll(async () => {
  await setup.dispose();
});

/** Every configuration, location and catalogue route (path parameters filled by the generator). */
const routes = [
  "config",
  "config/get-zone-id",
  "config/place-api-autocomplete",
  "config/place-api-details",
  "config/geocode-api",
  "config/distance-api",
  "zone/list",
  "zone/check",
  "module",
  "get-vehicles",
  "vehicle/extra_charge",
  "most-tips",
  "testimonial",
  "react-landing-page",
  "landing-page",
  "parcel-category",
  "banners",
  "banners/:id",
  "other-banners",
  "other-banners/video-content",
  "other-banners/why-choose",
  "advertisement/list",
  "categories",
  "categories/popular",
  "categories/childes/:id",
  "categories/items/:id",
  "categories/items/:id/all",
  "categories/items/list",
  "categories/stores/:id",
  "categories/stores/list",
  "categories/featured/items",
  "campaigns/basic",
  "campaigns/basic-campaign-details",
  "campaigns/item",
  "flash-sales",
  "flash-sales/items",
  "coupon/list/all",
  "coupon/list",
  "cashback/list",
  "cashback/getCashback",
  "brand",
  "brand/items/:id",
  "common-condition",
  "common-condition/list",
  "common-condition/items/:id",
  "items/popular",
  "items/latest",
  "items/new-arrival",
  "items/most-reviewed",
  "items/discounted",
  "items/recommended",
  "items/suggested",
  "items/related-items/:id",
  "items/related-store-items/:id",
  "items/search",
  "items/search-suggestion",
  "items/item-or-store-search",
  "items/details/:id",
  "items/basic",
  "items/get-products",
  "items/common-conditions",
  "items/reviews/:id",
  "items/rating/:id",
  "stores/get-stores/:id",
  "stores/latest",
  "stores/popular",
  "stores/discounted",
  "stores/top-rated",
  "stores/recommended",
  "stores/top-offer-near-me",
  "stores/search",
  "stores/get-data",
  "stores/details/:id",
  "stores/popular-items/:id",
  "stores/reviews",
  "get-combined-data",
];

const paramNames = [
  "lat",
  "lng",
  "zone_id",
  "search_text",
  "placeid",
  "origin_lat",
  "origin_lng",
  "destination_lat",
  "destination_lng",
  "mode",
  "distance",
  "featured",
  "limit",
  "offset",
  "type",
  "category_ids",
  "brand_ids",
  "category_id",
  "store_id",
  "name",
  "filter",
  "rating_count",
  "min_price",
  "max_price",
  "product_id",
  "data_type",
  "list_type",
  "filter_data",
  "store_type",
  "sort_by",
  "halal",
  "basic_campaign_id",
  "flash_sale_id",
  "customer_id",
  "amount",
  "recommended",
];

const nasty = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom(
    "",
    "-1",
    "0",
    "1e309",
    "NaN",
    "Infinity",
    "[",
    "[]",
    "[1,",
    '["a"]',
    "[-5]",
    "{}",
    "null",
    "true",
    "%",
    "'; drop table items; --",
    "\u0000",
    "😀",
    "9".repeat(40),
    "[1,2,3]",
    "1,2,x",
    "item",
    "store",
    "searched",
    "category",
    "brand",
    "all",
    "delivery",
    "veg",
    "low",
    "nearby",
    "WALK",
    "asc",
  ),
  fc.string({ unit: "grapheme", maxLength: 12 }),
);

const pathValue = fc.oneof(
  fc.constantFrom(
    "1",
    "0",
    "-1",
    "abc",
    "999999999999",
    "%20",
    "burger-barn",
    "all",
    "take_away",
    "%E0%A4%A",
    "%",
  ),
  fc.string({ maxLength: 10 }),
);

/** Header values must be printable ASCII (fetch refuses anything else before it reaches a server). */
const headerValue = fc
  .oneof(
    nasty,
    fc.constantFrom("[1]", "[1,2,3]", "4", "1", "23.79", "90.40", "Bearer null", "Bearer x"),
  )
  .filter((value) => /^[\x20-\x7e]*$/.test(value));
const headerNames = [
  "zoneId",
  "moduleId",
  "latitude",
  "longitude",
  "X-localization",
  "authorization",
];

const request = fc.record({
  route: fc.constantFrom(...routes),
  id: pathValue,
  query: fc.array(fc.tuple(fc.constantFrom(...paramNames), nasty), { maxLength: 6 }),
  headers: fc.array(fc.tuple(fc.constantFrom(...headerNames), headerValue), { maxLength: 4 }),
  method: fc.constantFrom("GET", "GET", "GET", "POST", "PUT", "DELETE"),
  body: fc.oneof(fc.constant(undefined), fc.json(), fc.string({ maxLength: 50 })),
});

function isErrorEnvelope(body: unknown): boolean {
  if (typeof body !== "object" || body === null || !("errors" in body)) return false;
  const errors = body.errors;
  const entry = (value: unknown) =>
    typeof value === "object" &&
    value !== null &&
    typeof (value as { code?: unknown }).code === "string" &&
    typeof (value as { message?: unknown }).message === "string";
  return Array.isArray(errors) ? errors.length > 0 && errors.every(entry) : entry(errors);
}

describe("malformed input", () => {
  it("never answers 5xx; every 4xx carries the contract's error envelope", async () => {
    await fc.assert(
      fc.asyncProperty(request, async ({ route, id, query, headers, method, body }) => {
        const params = new URLSearchParams(query);
        const rawId = id.startsWith("%") ? id : encodeURIComponent(id);
        const path = `/api/v1/${route.replace(":id", rawId)}?${params.toString()}`;
        const init: RequestInit = { method, headers: Object.fromEntries(headers) };
        if (method !== "GET" && body !== undefined) {
          init.body = body;
          init.headers = { ...init.headers, "content-type": "application/json" };
        }
        const response = await setup.app.request(path, init);
        const text = await response.text();
        expect(response.status, `${method} ${path} → ${text}`).toBeLessThan(500);
        if (response.status >= 400) {
          expect(isErrorEnvelope(JSON.parse(text)), `${method} ${path} → ${text}`).toBe(true);
        }
      }),
      { numRuns: 600, seed: 20261121 },
    );
  });
});
