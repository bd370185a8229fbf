import "server-only";

import type { MetadataRoute } from "next";

import type { ApiClient, Item, Store } from "@marketplace/api-client";
import {
  createClient,
  getBasicCampaigns,
  getBrands,
  getCategories,
  getItemCampaigns,
  getModules,
  getStores,
  getZones,
  search,
} from "@marketplace/api-client";
import {
  campaignHref,
  campaignItemHref,
  categoryHref,
  productHref,
  storeHref,
} from "@marketplace/domain";

import { env } from "~/env";

type Entry = MetadataRoute.Sitemap[number];

/** Rows asked per page while walking every store or item of a module (the API's largest page). */
const ROWS_PER_PAGE = 100;
/** A bound on the pages walked per module and kind (100 × 2,000 = 200,000 rows). */
const MAX_PAGES = 2_000;

function client(context: { zoneIds?: number[]; moduleId?: number }): ApiClient {
  return createClient({
    baseUrl: `${env.API_BASE_URL}/api/v1`,
    context: { language: "en", ...context },
    timeout: 10_000,
    retry: 1,
  });
}

/** One call's answer, or an empty list when it fails (logged): the sitemap still lists the rest. */
async function orEmpty<T>(label: string, call: Promise<T[]>): Promise<T[]> {
  try {
    return await call;
  } catch (error) {
    console.error(`sitemap: ${label} failed`, error);
    return [];
  }
}

/** Every row of a paged list, page by page, until an empty page or the list's total. */
async function allRows<T>(
  fetchPage: (offset: number) => Promise<{ rows: readonly T[]; total: number }>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let offset = 1; offset <= MAX_PAGES; offset += 1) {
    const page = await fetchPage(offset);
    rows.push(...page.rows);
    if (page.rows.length === 0 || rows.length >= page.total) break;
  }
  return rows;
}

async function allStores(api: ApiClient): Promise<Store[]> {
  return await allRows(async (offset) => {
    const page = await getStores(api, "all", { store_type: "all", offset, limit: ROWS_PER_PAGE });
    return { rows: page.stores, total: Number(page.total_size ?? 0) };
  });
}

/** Every item of a module in the given zones (the listing's search, `data_type=all`). */
async function allItems(api: ApiClient): Promise<Item[]> {
  return await allRows(async (offset) => {
    const page = await search(api, {
      list_type: "item",
      data_type: "all",
      offset,
      limit: ROWS_PER_PAGE,
    });
    return { rows: page.products ?? [], total: Number(page.total_size ?? 0) };
  });
}

/**
 * Every store, item (product page), campaign item, category, campaign and brand page of every zone and
 * module, as absolute sitemap entries (canonical URLs as the pages declare them: slugs without the query,
 * a campaign item's with `product_type=campaign` and its module). Brands
 * have no page of their own: their entry is the brand listing the brand tiles link to.
 */
export async function catalogueSitemapEntries(): Promise<Entry[]> {
  const url = (path: string) => new URL(path, env.SITE_URL).toString();
  const anonymous = client({});
  const [zones, modules, categories] = await Promise.all([
    orEmpty("zones", getZones(anonymous)),
    orEmpty("modules", getModules(anonymous)),
    orEmpty("categories", getCategories(anonymous)),
  ]);
  const zoneIds = zones.map((zone) => zone.id);
  const perModule = await Promise.all(
    modules
      .filter((entry) => entry.module_type !== "parcel")
      .map(async (entry) => {
        const api = client({ zoneIds, moduleId: entry.id });
        const [stores, items, campaigns, campaignItems, brands] = await Promise.all([
          orEmpty(`stores of module ${String(entry.id)}`, allStores(api)),
          orEmpty(`items of module ${String(entry.id)}`, allItems(api)),
          orEmpty(`campaigns of module ${String(entry.id)}`, getBasicCampaigns(api)),
          orEmpty(`campaign items of module ${String(entry.id)}`, getItemCampaigns(api)),
          orEmpty(`brands of module ${String(entry.id)}`, getBrands(api)),
        ]);
        // A campaign item's page is its canonical URL: `product_type=campaign` and its module.
        const campaignItemUrls = new Set(
          campaignItems.map((item) => url(campaignItemHref(item, entry.id))),
        );
        return [
          ...stores.map((store): Entry => ({
            url: url(storeHref({ id: store.id, slug: store.slug })),
            changeFrequency: "daily",
            priority: 0.8,
          })),
          ...items.map((item): Entry => ({
            url: url(productHref({ id: item.id, slug: item.slug })),
            changeFrequency: "daily",
            priority: 0.7,
          })),
          ...[...campaignItemUrls].map((href): Entry => ({
            url: href,
            changeFrequency: "daily",
            priority: 0.6,
          })),
          ...campaigns.map((campaign): Entry => ({
            url: url(campaignHref(campaign, entry.id)),
            changeFrequency: "daily",
            priority: 0.6,
          })),
          ...brands.map((brand): Entry => ({
            url: url(
              `/home?${new URLSearchParams({
                data_type: "brand",
                brand_id: String(brand.id),
                module_id: String(entry.id),
              }).toString()}`,
            ),
            changeFrequency: "weekly",
            priority: 0.5,
          })),
        ];
      }),
  );
  const categoryEntries = categories.flatMap((category) =>
    [category, ...(category.childes ?? [])].map((entry): Entry => ({
      url: url(categoryHref(entry)),
      changeFrequency: "weekly",
      priority: 0.7,
    })),
  );
  const lists = ["/categories", "/all-brands"].map((path): Entry => ({
    url: url(path),
    changeFrequency: "weekly",
    priority: 0.6,
  }));
  return [...lists, ...categoryEntries, ...perModule.flat()];
}
