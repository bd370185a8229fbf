import type { ApiClient } from "../client/create-client";

/**
 * Hierarchical query keys: `["marketplace", resource, …]`. Invalidate by prefix (e.g. `marketplaceKeys.orders.all`)
 * and, when the context changes (module, zone, language, sign-in), reset `marketplaceKeys.all`.
 */
const root = ["marketplace"] as const;

function scope<const R extends string>(resource: R) {
  return [...root, resource] as const;
}

/** Every key the query factories use. Components never write keys by hand. */
export const marketplaceKeys = {
  all: root,
  config: {
    all: scope("config"),
    config: () => [...scope("config"), "business"] as const,
    zoneId: (lat: number, lng: number) => [...scope("config"), "zone-id", { lat, lng }] as const,
    zones: () => [...scope("config"), "zones"] as const,
    modules: () => [...scope("config"), "modules"] as const,
    parcelCategories: () => [...scope("config"), "parcel-categories"] as const,
    vehicles: () => [...scope("config"), "vehicles"] as const,
    placeAutocomplete: (text: string) => [...scope("config"), "place-autocomplete", text] as const,
    placeDetails: (placeId: string) => [...scope("config"), "place-details", placeId] as const,
    geocode: (lat: number, lng: number) => [...scope("config"), "geocode", { lat, lng }] as const,
  },
  catalogue: {
    all: scope("catalogue"),
    banners: (featured: boolean) => [...scope("catalogue"), "banners", { featured }] as const,
    promotionalBanners: () => [...scope("catalogue"), "promotional-banners"] as const,
    videoContent: () => [...scope("catalogue"), "video-content"] as const,
    whyChoose: () => [...scope("catalogue"), "why-choose"] as const,
    advertisements: () => [...scope("catalogue"), "advertisements"] as const,
    brands: () => [...scope("catalogue"), "brands"] as const,
    brandItems: (brandId: number | string, params: object) =>
      [...scope("catalogue"), "brands", brandId, "items", params] as const,
    conditions: () => [...scope("catalogue"), "conditions"] as const,
    conditionItems: (conditionId: number, params: object) =>
      [...scope("catalogue"), "conditions", conditionId, "items", params] as const,
    campaigns: () => [...scope("catalogue"), "campaigns"] as const,
    campaign: (id: number) => [...scope("catalogue"), "campaigns", id] as const,
    itemCampaigns: () => [...scope("catalogue"), "item-campaigns"] as const,
    flashSale: () => [...scope("catalogue"), "flash-sale"] as const,
    flashSaleItems: (id: number, params: object) =>
      [...scope("catalogue"), "flash-sale", id, "items", params] as const,
    coupons: () => [...scope("catalogue"), "coupons"] as const,
    cashbackOffers: () => [...scope("catalogue"), "cashback"] as const,
    cashback: (amount: number) => [...scope("catalogue"), "cashback", amount] as const,
  },
  categories: {
    all: scope("categories"),
    list: (featured: boolean) => [...scope("categories"), "list", { featured }] as const,
    children: (id: number) => [...scope("categories"), id, "children"] as const,
    items: (id: number, params: object) => [...scope("categories"), id, "items", params] as const,
    stores: (id: number, params: object) => [...scope("categories"), id, "stores", params] as const,
  },
  search: {
    all: scope("search"),
    results: (params: object) => [...scope("search"), "results", params] as const,
    suggestions: (name: string) => [...scope("search"), "suggestions", name] as const,
  },
  items: {
    all: scope("items"),
    list: (kind: string, params: object) => [...scope("items"), "list", kind, params] as const,
    detail: (idOrSlug: number | string) => [...scope("items"), idOrSlug] as const,
    related: (id: number) => [...scope("items"), id, "related-store-items"] as const,
    reviews: (id: number, params: object) => [...scope("items"), id, "reviews", params] as const,
  },
  stores: {
    all: scope("stores"),
    list: (kind: string, params: object) => [...scope("stores"), "list", kind, params] as const,
    detail: (idOrSlug: number | string) => [...scope("stores"), idOrSlug] as const,
    items: (idOrSlug: number | string, params: object) =>
      [...scope("stores"), idOrSlug, "items", params] as const,
    popularItems: (idOrSlug: number | string) =>
      [...scope("stores"), idOrSlug, "popular-items"] as const,
    reviews: (id: number) => [...scope("stores"), id, "reviews"] as const,
  },
  cart: {
    all: scope("cart"),
    lines: () => [...scope("cart"), "lines"] as const,
    suggestions: (storeId: number) => [...scope("cart"), "suggestions", storeId] as const,
  },
  wishlist: { all: scope("wishlist") },
  account: {
    all: scope("account"),
    profile: () => [...scope("account"), "profile"] as const,
    addresses: (params: object) => [...scope("account"), "addresses", params] as const,
    notifications: () => [...scope("account"), "notifications"] as const,
    visitedStores: () => [...scope("account"), "visited-stores"] as const,
    suggestedItems: () => [...scope("account"), "suggested-items"] as const,
    reviewReminder: () => [...scope("account"), "review-reminder"] as const,
    walletTransactions: (params: object) =>
      [...scope("account"), "wallet", "transactions", params] as const,
    walletBonuses: () => [...scope("account"), "wallet", "bonuses"] as const,
    loyaltyTransactions: (params: object) =>
      [...scope("account"), "loyalty", "transactions", params] as const,
    conversations: (params: object) => [...scope("account"), "conversations", params] as const,
    messages: (target: object) =>
      [...scope("account"), "conversations", target, "messages"] as const,
  },
  orders: {
    all: scope("orders"),
    history: (params: object) => [...scope("orders"), "history", params] as const,
    running: (params: object) => [...scope("orders"), "running", params] as const,
    details: (id: number) => [...scope("orders"), id, "details"] as const,
    track: (id: number, contact?: string) =>
      [...scope("orders"), id, "track", { contact }] as const,
    cancellationReasons: () => [...scope("orders"), "cancellation-reasons"] as const,
    refundReasons: () => [...scope("orders"), "refund-reasons"] as const,
    offlineMethods: () => [...scope("orders"), "offline-methods"] as const,
    mostTips: () => [...scope("orders"), "most-tips"] as const,
  },
} as const;

/** A part of the request context an answer can depend on. */
export type ScopePart = "module" | "zones" | "language" | "session";

/**
 * What each resource's answers depend on, declared once: the factories put exactly these parts of the client's
 * scope at the end of their keys, so one QueryClient serves every module, zone, language and session without
 * ever answering for another (and prefix invalidation by `marketplaceKeys` still reaches every scope).
 */
export const scopeParts = {
  config: ["zones", "language"],
  catalogue: ["module", "zones", "language"],
  categories: ["module", "zones", "language"],
  search: ["module", "zones", "language"],
  items: ["module", "zones", "language"],
  stores: ["module", "zones", "language"],
  cart: ["module", "zones", "language", "session"],
  wishlist: ["module", "zones", "language", "session"],
  account: ["module", "zones", "language", "session"],
  orders: ["module", "zones", "language", "session"],
} as const satisfies Record<Exclude<keyof typeof marketplaceKeys, "all">, readonly ScopePart[]>;

/** The scope segment at the end of a factory's key; `null` when the client reads its context asynchronously. */
export interface KeyScope {
  scope: {
    module?: number | null;
    zones?: readonly number[];
    language?: string | null;
    session?: "signed-in" | "guest";
  } | null;
}

/** A factory's key: the resource key followed by its scope. */
export type ScopedKey<K extends readonly unknown[]> = readonly [...K, KeyScope];

/** The scope segment of a resource for a client's current context. */
export function keyScope(
  client: Pick<ApiClient, "scope">,
  resource: keyof typeof scopeParts,
): KeyScope {
  const scope = client.scope();
  if (scope === null) return { scope: null };
  const segment: NonNullable<KeyScope["scope"]> = {};
  for (const part of scopeParts[resource]) {
    if (part === "module") segment.module = scope.moduleId;
    else if (part === "zones") segment.zones = scope.zoneIds;
    else if (part === "language") segment.language = scope.language;
    else segment.session = scope.signedIn ? "signed-in" : "guest";
  }
  return { scope: segment };
}

/**
 * Appends the client's scope to a resource key (`["marketplace", resource, …]`).
 *
 * @example
 * scopedKey(client, marketplaceKeys.cart.lines())
 * // → ["marketplace", "cart", "lines", { scope: { module: 1, zones: [1], language: "en", session: "guest" } }]
 */
export function scopedKey<
  const K extends readonly ["marketplace", keyof typeof scopeParts, ...unknown[]],
>(client: Pick<ApiClient, "scope">, key: K): ScopedKey<K> {
  return [...key, keyScope(client, key[1])] as const;
}
