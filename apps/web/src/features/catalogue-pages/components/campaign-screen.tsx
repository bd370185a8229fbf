import { getTranslations } from "next-intl/server";

import type { Campaign } from "@marketplace/api-client";
import type { ModuleType } from "@marketplace/domain";
import { campaignHref, currencyFormatFromConfig } from "@marketplace/domain";
import { Countdown, StoreCard } from "@marketplace/ui";

import { CardLink } from "~/features/catalogue/components/card-links";
import { getCardTexts } from "~/features/catalogue/components/card-texts";
import { endsAtFromWire } from "~/features/catalogue/components/ends-at-from-wire";
import { PLACEHOLDER_IMAGE } from "~/features/catalogue/components/placeholder-image";
import { toStoreCardView } from "~/features/catalogue/components/to-store-card-view";
import { loadSiteData } from "~/lib/api/site-data";
import { assetUrl } from "~/lib/asset-url";
import { Breadcrumbs } from "./breadcrumbs";
import { CardGrid, EmptyList, PageMain } from "./page-parts";

/** `/campaigns/{id}`: the campaign's picture, description, countdown (DD:HH:MM:SS) and its stores. */
export async function CampaignScreen({
  campaign,
  moduleType,
  moduleId,
}: {
  campaign: Campaign;
  moduleType: ModuleType;
  moduleId: number | null;
}) {
  const [t, site, texts] = await Promise.all([getTranslations(), loadSiteData(), getCardTexts()]);
  const currency = currencyFormatFromConfig(site.config);
  const endsAt = endsAtFromWire(campaign.end_date, campaign.end_time);
  const stores = campaign.stores ?? [];
  return (
    <PageMain title={campaign.title}>
      <Breadcrumbs trail={[{ name: campaign.title, href: campaignHref(campaign, moduleId) }]} />
      <div className="bg-muted overflow-hidden rounded-xl">
        {/* eslint-disable-next-line @next/next/no-img-element -- same-origin storage picture, sized by CSS */}
        <img
          src={assetUrl(campaign.image_full_url) ?? PLACEHOLDER_IMAGE}
          alt=""
          fetchPriority="high"
          className="aspect-[3/1] w-full object-cover"
        />
      </div>
      {campaign.description ? <p className="max-w-3xl">{campaign.description}</p> : null}
      {endsAt === null ? null : (
        <section aria-labelledby="campaign-ends" className="flex flex-col gap-2">
          <h2 id="campaign-ends" className="text-lg font-semibold">
            {t("cataloguePages.campaignEnds")}
          </h2>
          <Countdown
            endsAt={endsAt}
            label={t("home.timeLeft")}
            overText={t("domain.campaign_over")}
            unitLabels={{
              days: t("home.days"),
              hours: t("home.hours"),
              minutes: t("home.minutes"),
              seconds: t("home.seconds"),
            }}
          />
        </section>
      )}
      <section aria-labelledby="campaign-stores" className="flex flex-col gap-3">
        <h2 id="campaign-stores" className="text-xl font-bold tracking-tight">
          {t("cataloguePages.campaignStores")}
        </h2>
        {stores.length > 0 ? (
          <CardGrid label={t("cataloguePages.campaignStores")} kind="stores">
            {stores.map((store) => (
              <StoreCard
                key={store.id}
                store={toStoreCardView(store, { moduleType, currency, texts })}
                headingLevel={3}
                linkAs={CardLink}
                className="h-full"
              />
            ))}
          </CardGrid>
        ) : (
          <EmptyList title={t("cataloguePages.storesNotFound")} />
        )}
      </section>
    </PageMain>
  );
}
