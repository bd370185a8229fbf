/**
 * The pages the first-load budget (first-load.spec.ts) measures. Every page route of the build is measured:
 * a static route (`/checkout`) is fetched as it is, by the default visitor (a guest with a location, the
 * grocery module and a guest id), without a line here. Add ONE line here when a route
 *   - has a dynamic segment (`/store/[id]`): give a URL of a seeded entity that answers 200;
 *   - needs another visitor: `"customer"` (the demo customer, signed in), `"first-visit"` (no cookies);
 *   - should be measured once per module (`modules: true`).
 * The test fails on a dynamic route without a line, and on any sample that does not answer its status
 * (a redirect to sign-in measures the wrong page).
 */
export type FirstLoadVisitor = "first-visit" | "guest" | "customer";

export interface FirstLoadSample {
  /** The route as the build names it (`/store/[id]`). */
  route: string;
  /** The URL to load. */
  url: string;
  /** Who loads it; default "guest" (location, grocery module, guest id). */
  visitor?: FirstLoadVisitor;
  /** Once per module of the seed (the module cookies of each), instead of grocery only. */
  modules?: boolean;
  /** The module cookies to load it with, instead of grocery (a page of one module). */
  module?: { id: number; type: string };
  /** The answer's status; default 200. */
  status?: number;
}

export const FIRST_LOAD_SAMPLES: FirstLoadSample[] = [
  { route: "/", url: "/", visitor: "first-visit" },
  { route: "/home", url: "/home", modules: true },
  { route: "/_not-found", url: "/no-such-page", status: 404 },
  { route: "/store/[id]", url: "/store/freshmart-old-town" },
  { route: "/category/[id]", url: "/category/1" },
  { route: "/campaigns/[id]", url: "/campaigns/2" },
  { route: "/product/[slug]", url: "/product/95" },
  // A campaign item by its campaign id (Organic Honey 500g Special, grocery, Old Town): Order Now only.
  { route: "/product/[slug]", url: "/product/2?product_type=campaign&module_id=1" },
  { route: "/interest", url: "/interest", visitor: "customer" },
  // `/home?data_type=…` is rewritten to `/listing` (next.config.ts).
  { route: "/listing", url: "/home?data_type=all", modules: true },
  { route: "/wallet", url: "/wallet", visitor: "customer" },
  { route: "/checkout", url: "/checkout?page=cart", visitor: "customer" },
  { route: "/loyalty-points", url: "/loyalty-points", visitor: "customer" },
  { route: "/referral-code", url: "/referral-code", visitor: "customer" },
  { route: "/profile", url: "/profile?page=my-orders", visitor: "customer" },
  { route: "/sign-up", url: "/sign-up" },
  { route: "/forgot-password", url: "/forgot-password" },
  { route: "/coupons", url: "/coupons", visitor: "customer" },
  // The inbox (SDK, TanStack Query) loads after the page.
  { route: "/chatting", url: "/chatting", visitor: "customer" },
  // The form with a valid query: the tracking view (and its map) load after the page.
  { route: "/track-order", url: "/track-order?order_id=1&contact=15550000000" },
  // A guest gets the sign-in prompt (200); the route's scripts are the same for a reviewable order.
  { route: "/rate-and-review/[id]", url: "/rate-and-review/1" },
  {
    route: "/parcel-delivery-info",
    url: "/parcel-delivery-info?category=1",
    module: { id: 5, type: "parcel" },
  },
  {
    route: "/prescription-order",
    url: "/prescription-order?store_id=11",
    module: { id: 2, type: "pharmacy" },
  },
];

/** Page routes that are not part of the storefront (served only to tests), with the reason. */
export const FIRST_LOAD_EXCLUDED: Record<string, string> = {
  "/e2e-faults/[fault]": "serves the error-page tests only (E2E_FAULT_ROUTES)",
  "/_global-error": "rendered only when the root layout itself fails; its own URL answers 500",
};
