import { dehydrate } from "@tanstack/react-query";
import { getMessages, getTranslations } from "next-intl/server";

import { wishlistQueryOptions } from "@marketplace/api-client/query";
import { SpriteIcon } from "@marketplace/ui";

import type { SiteData } from "~/lib/api/site-data";
import type { Messages } from "~/lib/i18n/pick-messages";
import { getServerClient } from "~/lib/api/server-client";
import { MoreMessages } from "~/lib/i18n/more-messages";
import { pickMessages } from "~/lib/i18n/pick-messages";
import { pluralTemplates } from "~/lib/i18n/plural-label";
import { getServerQueryClient } from "~/lib/query/get-server-query-client";
import { QuerySeed } from "~/lib/query/query-seed";
import { WishlistButton } from "./wishlist-button";

/**
 * The header's heart for a signed-in customer outside parcel (the domain's `headerItems` "wishlist"), with
 * its count: the wishlist is fetched here and seeded, so the count, the hearts and the drawer need no
 * request. The desktop row and the phone row each have one; the drawer loads on intent, hosted by the one
 * with `hostsDrawer` (its sheet opens over the page, whichever heart was pressed).
 */
export async function WishlistMount({
  site,
  className,
  hostsDrawer,
}: {
  site: SiteData;
  className: string;
  hostsDrawer: boolean;
}) {
  const t = await getTranslations();
  const { visitor } = site;
  const locale = visitor.language;
  const options = wishlistQueryOptions(await getServerClient());
  const queryClient = getServerQueryClient();
  // A failure seeds nothing: the count shows 0 and the drawer asks again when opened.
  await queryClient.prefetchQuery(options);
  const key = JSON.stringify(options.queryKey);
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === "success" && JSON.stringify(query.queryKey) === key,
  });
  const messages = pickMessages((await getMessages()) as Messages, ["wishlist"]);
  return (
    <MoreMessages messages={messages}>
      <QuerySeed state={state}>
        <WishlistButton
          queryKey={options.queryKey}
          locale={locale}
          labels={pluralTemplates(locale, (count) => t("wishlist.buttonCount", { count }))}
          icon={<SpriteIcon name="heart" className="size-5" />}
          className={className}
          hostsDrawer={hostsDrawer}
        />
      </QuerySeed>
    </MoreMessages>
  );
}
