import NextLink from "next/link";
import { getTranslations } from "next-intl/server";

import { getBrandItems } from "@marketplace/api-client";
import { currencyFormatFromConfig, hasMorePages, SEARCH_PAGE_SIZE } from "@marketplace/domain";
import { buttonVariants, ItemCard } from "@marketplace/ui";

import type { ListingQuery } from "../listing-query";
import type { FoundBrand } from "~/features/catalogue-pages/catalogue-data";
import { brandListingHref } from "~/features/catalogue-pages/catalogue-data";
import { Breadcrumbs } from "~/features/catalogue-pages/components/breadcrumbs";
import {
  CardGrid,
  EmptyList,
  LoadMoreLink,
  PageMain,
} from "~/features/catalogue-pages/components/page-parts";
import { loadPages } from "~/features/catalogue-pages/load-pages";
import { getEveryZoneClient } from "~/features/catalogue-pages/module-client";
import { CardLink } from "~/features/catalogue/components/card-links";
import { getCardTexts } from "~/features/catalogue/components/card-texts";
import { toItemCardView } from "~/features/catalogue/components/to-card-props";
import { loadSiteData } from "~/lib/api/site-data";
import { listingUrl, MAX_SERVER_PAGES } from "../listing-query";

/**
 * A brand listing for a visitor without a location or module (a shared link, a search engine following
 * the sitemap): the brand's name, its breadcrumb and its items in every zone (`brand/items`, 12 a page
 * with a plain "Load more" link) rendered on the server, and a prompt to choose a location; the search's sort, filters
 * and cart actions need a delivery zone, so they come with one.
 */
export async function BrandWithoutLocation({
  found,
  query,
}: {
  found: FoundBrand;
  query: ListingQuery;
}) {
  const { brand, moduleId } = found;
  const [t, tc, site, texts, client] = await Promise.all([
    getTranslations("listing"),
    getTranslations("cataloguePages"),
    loadSiteData(),
    getCardTexts(),
    getEveryZoneClient(moduleId),
  ]);
  const items = await loadPages(
    Math.min(query.page, MAX_SERVER_PAGES),
    (offset) => getBrandItems(client, brand.id, { offset, limit: SEARCH_PAGE_SIZE }),
    (answer) => answer.products,
  );
  const currency = currencyFormatFromConfig(site.config);
  const plain: ListingQuery = { ...query, module_id: moduleId };
  return (
    <PageMain title={brand.name} subtitle={t("itemsFound", { count: items.total })}>
      <Breadcrumbs
        trail={[
          { name: tc("brands"), href: "/all-brands" },
          { name: brand.name, href: brandListingHref(found) },
        ]}
      />
      <div className="bg-muted/50 flex flex-wrap items-center gap-3 rounded-lg border p-4">
        <p className="me-auto text-sm">{tc("brandLocationNeeded")}</p>
        <NextLink href="/" prefetch={false} className={buttonVariants({ size: "sm" })}>
          {tc("selectLocation")}
        </NextLink>
      </div>
      {items.rows.length > 0 ? (
        <CardGrid label={brand.name} kind="items">
          {items.rows.map((item, index) => (
            <ItemCard
              key={item.id}
              item={toItemCardView(item, { currency, moduleId, texts })}
              labels={{ originalPrice: texts.originalPrice, free: texts.free }}
              linkAs={CardLink}
              priority={index < 2}
              headingLevel={2}
              className="h-full"
            />
          ))}
        </CardGrid>
      ) : (
        <EmptyList title={t("itemsNotFound")} />
      )}
      {hasMorePages(items.rows.length, items.total) && query.page < MAX_SERVER_PAGES ? (
        <LoadMoreLink href={listingUrl(plain, { page: query.page + 1 })} label={t("loadMore")} />
      ) : null}
    </PageMain>
  );
}
