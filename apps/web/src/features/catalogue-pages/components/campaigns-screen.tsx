import { getTranslations } from "next-intl/server";

import { getBasicCampaigns } from "@marketplace/api-client";
import { Banner } from "@marketplace/ui";

import { CardLink } from "~/features/catalogue/components/card-links";
import { toCampaignBannerProps } from "~/features/catalogue/components/to-banner-props";
import { getServerClient } from "~/lib/api/server-client";
import { Breadcrumbs } from "./breadcrumbs";
import { CardGrid, EmptyList, PageMain } from "./page-parts";

/** `/campaigns` (the footer's Campaigns link): the module's running campaigns, each to its page. */
export async function CampaignsScreen({ moduleId }: { moduleId: number }) {
  const [t, client] = await Promise.all([getTranslations("cataloguePages"), getServerClient()]);
  const campaigns = await getBasicCampaigns(client);
  return (
    <PageMain title={t("campaigns")}>
      <Breadcrumbs trail={[{ name: t("campaigns"), href: "/campaigns" }]} />
      {campaigns.length > 0 ? (
        <CardGrid label={t("campaigns")} kind="stores">
          {campaigns.map((campaign, index) => (
            <Banner
              key={campaign.id}
              {...toCampaignBannerProps(campaign, moduleId)}
              aspect="2/1"
              linkAs={CardLink}
              priority={index === 0}
            />
          ))}
        </CardGrid>
      ) : (
        <EmptyList title={t("campaignsNotFound")} />
      )}
    </PageMain>
  );
}
