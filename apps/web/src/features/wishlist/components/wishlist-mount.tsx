import { dehydrate } from "@tanstack/react-query";
import { BadgePercent, Heart } from "lucide-react";
import { getMessages, getTranslations } from "next-intl/server";

import { wishlistQueryOptions } from "@marketplace/api-client/query";
import { currencyFormatFromConfig, showsCashbackButton } from "@marketplace/domain";

import type { SiteData } from "~/lib/api/site-data";
import type { Messages } from "~/lib/i18n/pick-messages";
import { CashbackButton } from "~/features/cashback/components/cashback-button";
import { getServerClient } from "~/lib/api/server-client";
import { MoreMessages } from "~/lib/i18n/more-messages";
import { pickMessages } from "~/lib/i18n/pick-messages";
import { pluralTemplates } from "~/lib/i18n/plural-label";
import { getServerQueryClient } from "~/lib/query/get-server-query-client";
import { QuerySeed } from "~/lib/query/query-seed";
import { WishlistButton } from "./wishlist-button";

/**
 * The header's place for a signed-in customer outside parcel (the domain's `headerItems` "wishlist"): the
 * wishlist's heart with its count (the wishlist fetched here and seeded, so the count, the hearts and the
 * drawer need no request) and the floating cashback button. The drawer and the cashback offers load on
 * intent, with their texts handed over here.
 */
export async function WishlistMount({ site, className }: { site: SiteData; className: string }) {
  const t = await getTranslations();
  const { visitor, config } = site;
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
  const messages = pickMessages((await getMessages()) as Messages, ["wishlist", "cashback"]);
  return (
    <MoreMessages messages={messages}>
      <QuerySeed state={state}>
        <WishlistButton
          queryKey={options.queryKey}
          locale={locale}
          labels={pluralTemplates(locale, (count) => t("wishlist.buttonCount", { count }))}
          icon={<Heart aria-hidden="true" className="size-5" />}
          className={className}
        />
      </QuerySeed>
      {showsCashbackButton({ signedIn: visitor.signedIn, moduleType: visitor.module?.type }) ? (
        <CashbackButton
          label={t("cashback.button")}
          icon={<BadgePercent aria-hidden="true" />}
          currency={currencyFormatFromConfig(config)}
        />
      ) : null}
    </MoreMessages>
  );
}
