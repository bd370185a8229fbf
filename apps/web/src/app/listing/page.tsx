import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { listingMetadata } from "~/features/listing/components/listing-metadata";
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
 * Without a saved location the visitor belongs on `/`.
 */
export default async function ListingPage({ searchParams }: PageProps<"/listing">) {
  const query = readListingQuery(entriesOf(await searchParams));
  if (query.data_type === null) redirect("/home");
  const site = await loadSiteData();
  const { location, module: chosen } = site.visitor;
  if (!location) redirect("/");
  // No module: `/home` (the module dialog) asks for one.
  if (!chosen) redirect("/home");
  return <ListingScreen site={site} chosen={chosen} query={query} />;
}
