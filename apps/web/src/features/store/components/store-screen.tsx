import { Suspense } from "react";

import type { ModuleType } from "@marketplace/domain";
import { currencyFormatFromConfig, storeHref, storeJsonLd } from "@marketplace/domain";
import { Skeleton } from "@marketplace/ui";

import type { FoundStore } from "../store-data";
import type { StorePageQuery } from "./store-query";
import { env } from "~/env";
import { getCatalogueClient } from "~/features/catalogue-pages/module-client";
import { loadSiteData } from "~/lib/api/site-data";
import { assetUrl } from "~/lib/asset-url";
import { JsonLdScript } from "~/lib/seo/json-ld-script";
import { StoreCoupons } from "./store-coupons";
import { StoreHero } from "./store-hero";
import { StoreItems } from "./store-items";
import { StoreReviews } from "./store-reviews";

/** The store page: hero, coupons, the items grid with its tabs and search, and the reviews. */
export async function StoreScreen({
  store,
  moduleType,
  query,
}: {
  store: FoundStore;
  moduleType: ModuleType;
  query: StorePageQuery;
}) {
  const site = await loadSiteData();
  const currency = currencyFormatFromConfig(site.config);
  const client = await getCatalogueClient(store.module_id ?? site.visitor.module?.id ?? null);
  const path = storeHref({ id: store.id, slug: store.slug }).split("?")[0] ?? "/store";
  const canonical = new URL(storeHref({ id: store.id, slug: store.slug }), env.SITE_URL).toString();
  const cover = assetUrl(store.cover_photo_full_url);
  return (
    <main id="main" className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-6">
      <JsonLdScript
        data={storeJsonLd(
          {
            name: store.name,
            address: store.address,
            latitude: store.latitude,
            longitude: store.longitude,
            avg_rating: store.avg_rating,
            rating_count: store.rating_count,
            phone: store.phone,
            schedules: store.schedules ?? [],
          },
          {
            url: canonical,
            moduleType,
            ...(cover ? { imageUrl: new URL(cover, env.SITE_URL).toString() } : {}),
          },
        )}
      />
      <StoreHero store={store} moduleType={moduleType} currency={currency} />
      <StoreCoupons coupons={store.activeCoupons ?? []} currency={currency} />
      {/* In the page's HTML, as on the listing: a Suspense boundary this size is streamed after the page's
          first part and revealed a frame later, with a layout of its own (React's progressive chunking). */}
      <StoreItems store={store} client={client} path={path} query={query} currency={currency} />
      {/* Below the fold: streamed when the API answers. */}
      <Suspense fallback={<Skeleton className="h-40 w-full" />}>
        <StoreReviews client={client} storeId={store.id} />
      </Suspense>
    </main>
  );
}
