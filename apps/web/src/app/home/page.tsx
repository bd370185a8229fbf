import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { dehydrate } from "@tanstack/react-query";

import { categoriesQueryOptions } from "@marketplace/api-client/query";

import { homeMetadata, HomeScreen, NoModuleScreen } from "~/features/home/components/home-screen";
import { getServerClient } from "~/lib/api/server-client";
import { loadSiteData } from "~/lib/api/site-data";
import { getServerQueryClient } from "~/lib/query/get-server-query-client";
import { QuerySeed } from "~/lib/query/query-seed";

export async function generateMetadata(): Promise<Metadata> {
  return homeMetadata(await loadSiteData());
}

/**
 * `/home`: the chosen module's landing page (with `data_type` the URL is rewritten to the listing route,
 * `app/listing`).
 * Without a saved location the visitor belongs on `/`; without a module the module dialog (opened by the
 * frame) asks for one.
 */
export default async function HomePage() {
  const site = await loadSiteData();
  const { location, module: chosen } = site.visitor;
  if (!location) redirect("/");
  if (!chosen) return <NoModuleScreen />;
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
