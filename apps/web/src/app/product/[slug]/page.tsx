import type { Metadata } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import type { ItemDetails } from "@marketplace/api-client";
import { getCategories, isHttpError } from "@marketplace/api-client";
import { cartQueryOptions, itemQueryOptions } from "@marketplace/api-client/query";
import {
  campaignItemHref,
  currencyFormatFromConfig,
  isCampaignProductType,
  positiveId,
  productHref,
} from "@marketplace/domain";
import { Skeleton } from "@marketplace/ui";

import { env } from "~/env";
import { loadCampaignItem } from "~/features/catalogue-pages/campaign-item-data";
import { readingModuleId } from "~/features/catalogue-pages/catalogue-data";
import { Breadcrumbs } from "~/features/catalogue-pages/components/breadcrumbs";
import { getModuleClient } from "~/features/catalogue-pages/module-client";
import { DeferredRelatedItems } from "~/features/item/components/deferred-related-items";
import { ItemGallery } from "~/features/item/components/item-gallery";
import { ItemReviews } from "~/features/item/components/item-reviews";
import { itemImages, ItemSummary } from "~/features/item/components/item-summary";
import { ProductPurchaseLoader } from "~/features/item/components/product-purchase-loader";
import { galleryLabels, labelledPictures } from "~/features/item/gallery-pictures";
import { itemCategoryChips, itemStoreHref } from "~/features/item/item-facts";
import { productJsonLd } from "~/features/item/product-json-ld";
import { getServerClient } from "~/lib/api/server-client";
import { loadSiteData } from "~/lib/api/site-data";
import { assetUrl } from "~/lib/asset-url";
import { getServerQueryClient } from "~/lib/query/get-server-query-client";
import { JsonLdScript } from "~/lib/seo/json-ld-script";
// The section `loadRelatedItems` renders, imported for its client components only: a server action's own
// imports do not put them in the page's client manifest (vercel/next.js#83186), and the action's cards
// would fail with "Could not find the module … in the React Client Manifest".
import "~/features/item/components/related-items";

/**
 * The item of the URL, or null when the API says it does not exist (→ 404). Other failures throw. The API
 * answers `items/details` in any module but refuses it without one: a visitor without a module (a
 * crawler, a shared link opened first) asks in the link's `module_id`, else the site's first module.
 */
async function loadItem(slug: string, moduleHint: number | null): Promise<ItemDetails | null> {
  const queryClient = getServerQueryClient();
  const { visitor } = await loadSiteData();
  const client = visitor.module
    ? await getServerClient()
    : await getModuleClient(await readingModuleId(moduleHint));
  const options = itemQueryOptions(client, slug);
  await queryClient.prefetchQuery(options);
  const state = queryClient.getQueryState(options.queryKey);
  if (state?.error) {
    if (isHttpError(state.error) && state.error.status === 404) return null;
    throw state.error;
  }
  return queryClient.getQueryData(options.queryKey) ?? null;
}

/**
 * The module's categories (they name the item's category chips); none when the call fails. Read outside
 * the request's QueryClient so the list is not seeded into the page's HTML.
 */
async function loadCategories() {
  try {
    return await getCategories(await getServerClient());
  } catch (error) {
    console.error("categories", error);
    return undefined;
  }
}

/** The page's item: a campaign item (`product_type=campaign`) or an item; `campaign` says which. */
interface Product {
  item: ItemDetails;
  campaign: boolean;
}

type Query = Record<string, string | string[] | undefined>;

/** The URL's slug or id as the visitor typed it; null when it is not valid percent-encoding. */
function decodeSlug(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * The page's item: with `product_type=campaign` the running campaign item of that id or slug (in the
 * link's `module_id`, else the visitor's module), otherwise `items/details`. Null → 404.
 */
async function loadProduct(raw: string, query: Query): Promise<Product | null> {
  const slug = decodeSlug(raw);
  if (slug === null) return null;
  if (isCampaignProductType(query.product_type)) {
    const item = await loadCampaignItem(slug, positiveId(query.module_id));
    return item ? { item, campaign: true } : null;
  }
  const item = await loadItem(slug, positiveId(query.module_id));
  return item ? { item, campaign: false } : null;
}

/** A campaign item's canonical keeps `product_type=campaign` and its module (the list is per module). */
const canonicalOf = ({ item, campaign }: Product) =>
  campaign ? campaignItemHref(item) : productHref(item);

function PageTitle({ className, children }: { className?: string; children: ReactNode }) {
  return <h1 className={className}>{children}</h1>;
}

/** The item's gallery; its main picture, rendered by the server, is the page's largest paint. */
async function Gallery({ item }: { item: ItemDetails }) {
  const t = await getTranslations("item");
  return (
    <ItemGallery
      pictures={labelledPictures(
        itemImages(item).map((image) => image.src),
        item.name,
        (position, total) => t("thumbnail", { position, total }),
      )}
      title={item.name}
      labels={galleryLabels(t)}
      priority
    />
  );
}

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<"/product/[slug]">): Promise<Metadata> {
  const product = await loadProduct((await params).slug, await searchParams);
  if (!product) return {};
  const { item } = product;
  const description = (item.description ?? "").slice(0, 160);
  const image = assetUrl(item.image_full_url);
  return {
    title: item.name,
    ...(description === "" ? {} : { description }),
    alternates: { canonical: canonicalOf(product) },
    openGraph: {
      title: item.name,
      url: canonicalOf(product),
      ...(image ? { images: [image] } : {}),
    },
  };
}

/**
 * `/product/{slug or id}`: the item detail as a server-rendered page (ecommerce items, campaign items
 * with `product_type=campaign`), with structured data, the canonical URL and the store's other items.
 * A campaign item offers Order Now only (the domain's `purchaseActions`), no wishlist, and has no
 * reviews or related items of its own (its id is a campaign's, not an item's).
 */
export default async function ProductPage({ params, searchParams }: PageProps<"/product/[slug]">) {
  const product = await loadProduct((await params).slug, await searchParams);
  if (!product) notFound();
  const { item, campaign } = product;
  const [site, categories] = await Promise.all([loadSiteData(), loadCategories()]);
  const currency = currencyFormatFromConfig(site.config);
  const code = site.config?.currency_code;
  const url = new URL(canonicalOf(product), env.SITE_URL).toString();
  const images = [item.image_full_url, ...(item.images_full_url ?? [])]
    .map((picture) => assetUrl(picture))
    .filter((picture): picture is string => picture !== null)
    .map((picture) => new URL(picture, env.SITE_URL).toString());
  const jsonLd = productJsonLd(item, {
    url,
    imageUrls: images,
    currency,
    currencyCode: typeof code === "string" && code !== "" ? code : "USD",
  });
  const client = await getServerClient();
  return (
    <main id="main" className="mx-auto grid max-w-7xl gap-8 px-4 py-6">
      <JsonLdScript data={jsonLd} />
      <Breadcrumbs
        trail={[
          ...(item.store_name ? [{ name: item.store_name, href: itemStoreHref(item) }] : []),
          { name: item.name, href: canonicalOf(product) },
        ]}
      />
      <ItemSummary
        item={item}
        currency={currency}
        categories={itemCategoryChips(item, categories)}
        Title={PageTitle}
        sectionHeading="h2"
        gallery={<Gallery item={item} />}
      >
        <ProductPurchaseLoader
          item={item}
          cartKey={cartQueryOptions(client).queryKey}
          currency={currency}
        >
          <div className="grid gap-4" aria-busy="true">
            <Skeleton className="h-10 w-40" />
            <Skeleton className="h-10 w-full" />
          </div>
        </ProductPurchaseLoader>
      </ItemSummary>
      {campaign ? null : (
        <>
          <ItemReviews reviews={item.reviews} />
          {/* Below the fold: loaded when it comes near the viewport (keyed: another item, another list). */}
          <DeferredRelatedItems
            key={item.id}
            itemId={item.id}
            moduleId={item.module_id ?? site.visitor.module?.id ?? 0}
          />
        </>
      )}
    </main>
  );
}
