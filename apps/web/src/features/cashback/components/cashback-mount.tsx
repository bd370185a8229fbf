import { getMessages, getTranslations } from "next-intl/server";

import { currencyFormatFromConfig, showsCashbackButton } from "@marketplace/domain";
import { SpriteIcon } from "@marketplace/ui";

import type { SiteData } from "~/lib/api/site-data";
import type { Messages } from "~/lib/i18n/pick-messages";
import { MoreMessages } from "~/lib/i18n/more-messages";
import { pickMessages } from "~/lib/i18n/pick-messages";
import { CashbackButton } from "./cashback-button";

/**
 * The floating cashback button for a signed-in customer outside parcel (the domain's
 * `showsCashbackButton`), with the texts its offers panel needs when it loads on intent. Rendered beside
 * the header, never inside it: the header's backdrop blur would make it the box a fixed button is placed
 * in, and its desktop row is hidden on phones.
 */
export async function CashbackMount({ site }: { site: SiteData }) {
  const { visitor, config } = site;
  if (!showsCashbackButton({ signedIn: visitor.signedIn, moduleType: visitor.module?.type })) {
    return null;
  }
  const t = await getTranslations();
  const messages = pickMessages((await getMessages()) as Messages, ["cashback"]);
  return (
    <MoreMessages messages={messages}>
      <CashbackButton
        label={t("cashback.button")}
        icon={<SpriteIcon name="badge-percent" />}
        currency={currencyFormatFromConfig(config)}
      />
    </MoreMessages>
  );
}
