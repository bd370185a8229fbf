import { dehydrate } from "@tanstack/react-query";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTimeZone } from "next-intl/server";
import { NuqsAdapter } from "nuqs/adapters/next/app";

import {
  brandsQueryOptions,
  categoriesQueryOptions,
  searchInfiniteQueryOptions,
} from "@marketplace/api-client/query";
import { currencyFormatFromConfig } from "@marketplace/domain";

import type { ListingQuery } from "../listing-query";
import type { SiteData } from "~/lib/api/site-data";
import type { Messages } from "~/lib/i18n/pick-messages";
import type { SavedModule } from "~/lib/visitor/visitor-context";
import { getServerClient } from "~/lib/api/server-client";
import { pickMessages } from "~/lib/i18n/pick-messages";
import { getServerQueryClient } from "~/lib/query/get-server-query-client";
import { HydrationBoundary } from "~/lib/query/hydration-boundary";
import { CARD_TEXT_MESSAGES } from "../card-text-messages";
import { MAX_SERVER_PAGES } from "../listing-query";
import { searchParamsOf } from "../listing-request-of";
import { listingTitle } from "./listing-metadata";
import { ListingView } from "./listing-view";

interface ListingScreenProps {
  site: SiteData;
  chosen: SavedModule;
  query: ListingQuery;
}

/**
 * `/home?data_type=…`: the listing and search page. The first pages (one, or as many as a no-JS
 * "Load more" link asked for), the categories and the brands are fetched here and hydrated in the browser.
 */
export async function ListingScreen({ site, chosen, query }: ListingScreenProps) {
  const client = await getServerClient();
  const queryClient = getServerQueryClient();
  const pages = Math.min(Math.max(query.page, 1), MAX_SERVER_PAGES);
  await Promise.all([
    queryClient.prefetchInfiniteQuery({
      ...searchInfiniteQueryOptions(client, searchParamsOf(query, chosen.type)),
      pages,
    }),
    queryClient.prefetchQuery(categoriesQueryOptions(client)),
    query.data_type === "brand" ? null : queryClient.prefetchQuery(brandsQueryOptions(client)),
  ]);
  const messages = pickMessages((await getMessages()) as Messages, [
    "listing",
    ...CARD_TEXT_MESSAGES,
  ]);
  return (
    <main id="main" className="mx-auto grid w-full max-w-7xl gap-4 px-4 py-6">
      <h1 className="text-xl font-bold break-words sm:text-2xl">{await listingTitle(query)}</h1>
      <NextIntlClientProvider
        locale={site.visitor.language}
        messages={messages}
        timeZone={await getTimeZone()}
      >
        <NuqsAdapter>
          <HydrationBoundary state={dehydrate(queryClient)}>
            <ListingView
              moduleType={chosen.type}
              moduleId={chosen.id}
              currency={currencyFormatFromConfig(site.config)}
            />
          </HydrationBoundary>
        </NuqsAdapter>
      </NextIntlClientProvider>
    </main>
  );
}
