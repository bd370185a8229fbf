import "server-only";

import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { getConditionList } from "@marketplace/api-client";
import { decodeListingName, isFilteredListing, listingHref } from "@marketplace/domain";

import type { ListingQuery } from "../listing-query";
import type { FoundBrand } from "~/features/catalogue-pages/catalogue-data";
import { findBrand } from "~/features/catalogue-pages/catalogue-data";
import { getServerClient } from "~/lib/api/server-client";
import { assetUrl } from "~/lib/asset-url";
import { listingStateOf, listingSubjectOf } from "../listing-query";

/** A brand listing's brand (its module's brand list), null when unknown or not a brand listing. */
export async function listingBrand(query: ListingQuery): Promise<FoundBrand | null> {
  if (query.data_type !== "brand" || query.brand_id === null) return null;
  return await findBrand(query.brand_id, query.module_id);
}

/** The common condition's name from the module's condition list, or null when unknown. */
async function conditionName(conditionId: number): Promise<string | null> {
  const conditions = await getConditionList(await getServerClient()).catch(() => []);
  return conditions.find((condition) => condition.id === conditionId)?.name ?? null;
}

/**
 * The listing's heading: the searched text, the brand's or common condition's name (looked up by its id,
 * never taken from the URL), the category's name, or the data type's title.
 */
export async function listingTitle(query: ListingQuery): Promise<string> {
  const t = await getTranslations("listing");
  const dataType = query.data_type ?? "all";
  const search = query.search?.trim() ?? "";
  if (dataType === "searched" && search !== "") return t("searchTitle", { search });
  if (query.from === "common-condition" && query.id !== null)
    return (await conditionName(query.id)) ?? t("titles.condition");
  if (dataType === "brand" && query.brand_id !== null)
    return (await listingBrand(query))?.brand.name ?? t("titles.brand");
  return decodeListingName(query.name) ?? t(`titles.${dataType}`);
}

/**
 * `/home?data_type=…`: a filtered listing (tab, sort, filters, categories, brands, price, rating) is
 * `noindex` with its canonical at the unfiltered listing.
 */
export async function listingMetadata(query: ListingQuery): Promise<Metadata> {
  const t = await getTranslations("listing");
  const subject = listingSubjectOf(query);
  const [title, brand] = await Promise.all([listingTitle(query), listingBrand(query)]);
  // A brand's canonical names its module (as the brand tiles and the sitemap link it).
  const canonical = listingHref({
    dataType: subject.dataType,
    search: subject.search,
    id: subject.categoryId,
    brandId: subject.brandId,
    name: decodeListingName(query.name),
    from: query.from,
    moduleId: brand?.moduleId ?? null,
  });
  const image = assetUrl(brand?.brand.image_full_url);
  const filtered =
    isFilteredListing(listingStateOf(query), subject.dataType) ||
    query.type !== "all" ||
    query.view !== "grid" ||
    query.page > 1;
  return {
    title,
    description: t("metaDescription", { title }),
    alternates: { canonical },
    openGraph: { url: canonical, title, ...(image ? { images: [{ url: image }] } : {}) },
    ...(filtered ? { robots: { index: false, follow: true } } : {}),
  };
}
