"use server";

import type { ReactNode } from "react";

import { currencyFormatFromConfig } from "@marketplace/domain";

import { getCardActionTexts } from "~/features/catalogue/components/card-action-labels";
import { getCardTexts } from "~/features/catalogue/components/card-texts";
import { loadSiteData } from "~/lib/api/site-data";
import { ListingCards } from "./components/listing-cards";
import { listingBrand } from "./components/listing-metadata";
import { listingModuleOf } from "./listing-module";
import { LAST_PAGE, readListingQuery } from "./listing-query";
import { listingSourceOf } from "./listing-request-of";
import { loadResultPages } from "./load-result-pages";

/** The longest listing query it reads. */
const QUERY_MAX_LENGTH = 4000;

export interface MoreResults {
  cards: ReactNode;
  /** The page after this one, null when this one was empty (the end of the list). */
  next: number | null;
}

/**
 * The listing's next page for infinite scroll and "Load more": its cards rendered on the server for the
 * visitor's module (a brand listing: the brand's module), and whether to ask for another.
 */
export async function loadMoreResults(query: string, page: number): Promise<MoreResults> {
  const none: MoreResults = { cards: null, next: null };
  if (typeof query !== "string" || query.length > QUERY_MAX_LENGTH) return none;
  if (!Number.isInteger(page) || page < 2 || page > LAST_PAGE) return none;
  const listing = readListingQuery(new URLSearchParams(query).entries());
  const site = await loadSiteData();
  const chosen = site.visitor.module;
  if (listing.data_type === null || chosen === null || site.visitor.location === null) return none;
  const brand = await listingBrand(listing);
  if (listing.data_type === "brand" && brand === null) return none;
  const scope = await listingModuleOf(brand, chosen);
  const source = listingSourceOf(listing, scope.type);
  const [result, texts, actionTexts] = await Promise.all([
    loadResultPages(scope.client, source, page, page),
    getCardTexts(),
    getCardActionTexts(),
  ]);
  return {
    cards: (
      <ListingCards
        rows={result.rows}
        view={listing.view}
        moduleType={scope.type}
        moduleId={scope.id}
        currency={currencyFormatFromConfig(site.config)}
        texts={texts}
        actionTexts={actionTexts}
      />
    ),
    next: result.next,
  };
}
