import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { dehydrate } from "@tanstack/react-query";
import { getTranslations } from "next-intl/server";

import { categoriesQueryOptions } from "@marketplace/api-client/query";

import { SessionEndedNotice } from "~/features/frame/components/session-ended-notice";
import { homeMetadata, HomeScreen, NoModuleScreen } from "~/features/home/components/home-screen";
import { getServerClient } from "~/lib/api/server-client";
import { loadSiteData } from "~/lib/api/site-data";
import { getServerQueryClient } from "~/lib/query/get-server-query-client";
import { QuerySeed } from "~/lib/query/query-seed";
import { hasSessionEndedFlag, withSessionEndedFlag } from "~/lib/visitor/session-ended";

export async function generateMetadata(): Promise<Metadata> {
  return homeMetadata(await loadSiteData());
}

/**
 * `/home`: the chosen module's landing page (with `data_type` the URL is rewritten to the listing route,
 * `app/listing`).
 * Without a saved location the visitor belongs on `/`; without a module the module dialog (opened by the
 * frame) asks for one. `?session=expired`: a session the API ended while a page rendered lands here with
 * the spec's toast (`SESSION_ENDED_PATH`).
 */
export default async function HomePage({ searchParams }: PageProps<"/home">) {
  const site = await loadSiteData();
  const { location, module: chosen } = site.visitor;
  const sessionEnded = hasSessionEndedFlag(await searchParams);
  if (!location) redirect(sessionEnded ? withSessionEndedFlag("/") : "/");
  const notice = sessionEnded ? (
    <SessionEndedNotice text={(await getTranslations("errors"))("sessionExpired")} />
  ) : null;
  if (!chosen)
    return (
      <>
        {notice}
        <NoModuleScreen />
      </>
    );
  // The drawer's category list reads the same query on the client: prefetched here, seeded into the tab's
  // QueryClient when the drawer (which brings TanStack Query with it) opens.
  const queryClient = getServerQueryClient();
  await queryClient.prefetchQuery(categoriesQueryOptions(await getServerClient()));
  return (
    <QuerySeed state={dehydrate(queryClient)}>
      {notice}
      <HomeScreen site={site} location={location} chosen={chosen} />
    </QuerySeed>
  );
}
