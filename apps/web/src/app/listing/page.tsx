import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";

import { BrandWithoutLocation } from "~/features/listing/components/brand-without-location";
import { listingBrand, listingMetadata } from "~/features/listing/components/listing-metadata";
import { ListingScreen } from "~/features/listing/components/listing-screen";
import { entriesOf } from "~/features/listing/listing-params";
import { readListingQuery } from "~/features/listing/listing-query";
import { loadSiteData } from "~/lib/api/site-data";

export async function generateMetadata({ searchParams }: PageProps<"/listing">): Promise<Metadata> {
  return listingMetadata(readListingQuery(entriesOf(await searchParams)));
}

/**
 * The listing and search page. Its URL is `/home?data_type=…` (`next.config.ts` rewrites it here, so the
 * module's landing page at `/home` does not carry the listing's code). A `data_type` the spec does not name
 * is not rewritten: `/home` shows the landing page.
 * A brand listing answers 404 for a brand no module has; without a location or module (a crawler, a
 * shared link) it shows the brand's items. Any other listing without a saved location belongs on `/`.
 */
export default async function ListingPage({ searchParams }: PageProps<"/listing">) {
  const query = readListingQuery(entriesOf(await searchParams));
  if (query.data_type === null) redirect("/home");
  const brand = await listingBrand(query);
  if (query.data_type === "brand" && brand === null) notFound();
  const site = await loadSiteData();
  const { location, module: chosen } = site.visitor;
  if (brand && (!location || !chosen)) return <BrandWithoutLocation found={brand} query={query} />;
  if (!location) redirect("/");
  // No module: `/home` (the module dialog) asks for one.
  if (!chosen) redirect("/home");
  return <ListingScreen site={site} chosen={chosen} query={query} brand={brand} />;
}
