// Single source of truth for the links to store, product and campaign pages (D2).

function withQuery(
  path: string,
  query: Record<string, string | number | null | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text === "" ? path : `${path}?${text}`;
}

const segment = (entity: { id: number; slug?: string | null | undefined }): string =>
  encodeURIComponent(
    entity.slug !== null && entity.slug !== undefined && entity.slug !== ""
      ? entity.slug
      : String(entity.id),
  );

/**
 * /store/{slug, else id} with module_id, module_type and store_zone_id.
 * @example storeHref({ id: 7, slug: "burger-house", module_id: 1, zone_id: 2 }, "food") // "/store/burger-house?module_id=1&module_type=food&store_zone_id=2"
 */
export function storeHref(
  store: {
    id: number;
    slug?: string | null | undefined;
    module_id?: number | null | undefined;
    zone_id?: number | null | undefined;
  },
  moduleType?: string | null,
): string {
  return withQuery(`/store/${segment(store)}`, {
    module_id: store.module_id,
    module_type: moduleType,
    store_zone_id: store.zone_id,
  });
}

/**
 * /product/{slug, else id} with module_id, and product_type=campaign for campaign items.
 * @example productHref({ id: 202, slug: "cotton-t-shirt" }, { moduleId: 3 }) // "/product/cotton-t-shirt?module_id=3"
 */
export function productHref(
  item: { id: number; slug?: string | null | undefined },
  options: { moduleId?: number | null | undefined; campaign?: boolean } = {},
): string {
  return withQuery(`/product/${segment(item)}`, {
    module_id: options.moduleId,
    product_type: options.campaign === true ? "campaign" : undefined,
  });
}

/**
 * /campaigns/{id} with module_id.
 * @example campaignHref({ id: 4 }, 1) // "/campaigns/4?module_id=1"
 */
export function campaignHref(campaign: { id: number }, moduleId?: number | null): string {
  return withQuery(`/campaigns/${String(campaign.id)}`, { module_id: moduleId });
}

/**
 * /category/{id} (the spec's category page takes no query).
 * @example categoryHref({ id: 12 }) // "/category/12"
 */
export function categoryHref(category: { id: number }): string {
  return `/category/${String(category.id)}`;
}

/** The store lists the spec routes ('See all' and the drawer's View all). */
export const STORE_LIST_KINDS = ["latest", "popular", "top-offer-nearby"] as const;
export type StoreListKind = (typeof STORE_LIST_KINDS)[number];

/**
 * /store/latest, /store/popular, /store/top-offer-nearby.
 * @example storeListHref("popular") // "/store/popular"
 */
export function storeListHref(kind: StoreListKind): string {
  return `/store/${kind}`;
}
