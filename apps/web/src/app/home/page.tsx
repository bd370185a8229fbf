import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { dehydrate } from "@tanstack/react-query";

import { categoriesQueryOptions } from "@marketplace/api-client/query";

import { homeMetadata, HomeScreen, NoModuleScreen } from "~/features/home/components/home-screen";
import { listingMetadata } from "~/features/listing/components/listing-metadata";
import { ListingScreen } from "~/features/listing/components/listing-screen";
import { loadListingQuery } from "~/features/listing/listing-query";
import { getServerClient } from "~/lib/api/server-client";
import { loadSiteData } from "~/lib/api/site-data";
import { getServerQueryClient } from "~/lib/query/get-server-query-client";
import { QuerySeed } from "~/lib/query/query-seed";

export async function generateMetadata({ searchParams }: PageProps<"/home">): Promise<Metadata> {
  const query = loadListingQuery(await searchParams);
  if (query.data_type !== null) return listingMetadata(query);
  return homeMetadata(await loadSiteData());
}

/**
 * `/home`: with `data_type`, the listing and search page; otherwise the chosen module's landing page.
 * Without a saved location the visitor belongs on `/`; without a module the module dialog (opened by the
 * frame) asks for one.
 */
export default async function HomePage({ searchParams }: PageProps<"/home">) {
  const site = await loadSiteData();
  const { location, module: chosen } = site.visitor;
  if (!location) redirect("/");
  if (!chosen) return <NoModuleScreen />;
  const query = loadListingQuery(await searchParams);
  if (query.data_type !== null) return <ListingScreen site={site} chosen={chosen} query={query} />;
  // The drawer's category list reads the same query on the client: prefetched here, seeded into the tab's
  // QueryClient when the drawer (which brings TanStack Query with it) opens.
  const queryClient = getServerQueryClient();
  await queryClient.prefetchQuery(categoriesQueryOptions(await getServerClient()));
  return (
    <QuerySeed state={dehydrate(queryClient)}>
      <HomeScreen site={site} location={location} chosen={chosen} />
    </QuerySeed>
  );
}
