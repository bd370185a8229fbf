/**
 * The message namespaces: one file per namespace and language, `messages/<locale>/<namespace>.json`, so work
 * on different features never edits the same catalogue file. A new feature adds its namespace here (one
 * line, alphabetical order) and its two files; `messages.test.ts` checks that this list and the folders agree.
 */
export const messageNamespaces = [
  "auth",
  "cart",
  "cataloguePages",
  "chat",
  "checkout",
  "common",
  "coupons",
  "domain",
  "errorPage",
  "errors",
  "footer",
  "header",
  "home",
  "info",
  "item",
  "landing",
  "language",
  "listing",
  "location",
  "loyalty",
  "meta",
  "moduleDialog",
  "modules",
  "newsletter",
  "notifications",
  "orders",
  "parcel",
  "prescription",
  "profile",
  "referral",
  "reviews",
  "search",
  "store",
  "theme",
  "tracking",
  "validation",
  "wallet",
  "wishlist",
] as const;

export type MessageNamespace = (typeof messageNamespaces)[number];
