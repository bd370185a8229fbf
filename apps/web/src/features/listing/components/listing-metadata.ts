import "server-only";

import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { getBrands, getConditionList } from "@marketplace/api-client";
import { decodeListingName, isFilteredListing, listingHref } from "@marketplace/domain";

import type { ListingQuery } from "../listing-query";
import { getServerClient } from "~/lib/api/server-client";
import { listingStateOf, listingSubjectOf } from "../listing-query";

/** The brand's name from the module's brand list (shared catalogue read), or null when unknown. */
async function brandName(brandId: number): Promise<string | null> {
  const brands = await getBrands(await getServerClient()).catch(() => []);
  return brands.find((brand) => brand.id === brandId)?.name ?? null;
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
    return (await brandName(query.brand_id)) ?? t("titles.brand");
  return decodeListingName(query.name) ?? t(`titles.${dataType}`);
}

/**
 * `/home?data_type=…`: a filtered listing (tab, sort, filters, categories, brands, price, rating) is
 * `noindex` with its canonical at the unfiltered listing.
 */
export async function listingMetadata(query: ListingQuery): Promise<Metadata> {
  const t = await getTranslations("listing");
  const subject = listingSubjectOf(query);
  const title = await listingTitle(query);
  const canonical = listingHref({
    dataType: subject.dataType,
    search: subject.search,
    id: subject.categoryId,
    brandId: subject.brandId,
    name: decodeListingName(query.name),
    from: query.from,
  });
  const filtered =
    isFilteredListing(listingStateOf(query), subject.dataType) ||
    query.type !== "all" ||
    query.view !== "grid" ||
    query.page > 1;
  return {
    title,
    description: t("metaDescription", { title }),
    alternates: { canonical },
    openGraph: { url: canonical, title },
    ...(filtered ? { robots: { index: false, follow: true } } : {}),
  };
}
