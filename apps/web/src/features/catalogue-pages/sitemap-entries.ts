import "server-only";

import type { MetadataRoute } from "next";

import type { ApiClient, Store } from "@marketplace/api-client";
import {
  createClient,
  getBasicCampaigns,
  getBrands,
  getCategories,
  getModules,
  getStores,
  getZones,
} from "@marketplace/api-client";
import { campaignHref, categoryHref, storeHref } from "@marketplace/domain";

import { env } from "~/env";

type Entry = MetadataRoute.Sitemap[number];

/** Stores asked per page while walking every store of a module. */
const STORES_PER_PAGE = 100;
/** A bound on the pages walked per module (100 × 500 = 50,000 stores). */
const MAX_STORE_PAGES = 500;

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

async function allStores(api: ApiClient): Promise<Store[]> {
  const stores: Store[] = [];
  for (let offset = 1; offset <= MAX_STORE_PAGES; offset += 1) {
    const page = await getStores(api, "all", {
      store_type: "all",
      offset,
      limit: STORES_PER_PAGE,
    });
    stores.push(...page.stores);
    if (page.stores.length === 0 || stores.length >= Number(page.total_size ?? 0)) break;
  }
  return stores;
}

/**
 * Every store, category, campaign and brand page of every zone and module, as absolute sitemap entries
 * (canonical URLs: slugs without the query, as the pages declare them). Brands have no page of their own:
 * their entry is the brand listing the brand tiles link to.
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
        const [stores, campaigns, brands] = await Promise.all([
          orEmpty(`stores of module ${String(entry.id)}`, allStores(api)),
          orEmpty(`campaigns of module ${String(entry.id)}`, getBasicCampaigns(api)),
          orEmpty(`brands of module ${String(entry.id)}`, getBrands(api)),
        ]);
        return [
          ...stores.map((store): Entry => ({
            url: url(storeHref({ id: store.id, slug: store.slug })),
            changeFrequency: "daily",
            priority: 0.8,
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
