import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { campaignHref, positiveId } from "@marketplace/domain";

import {
  loadCampaign,
  moduleTypeOf,
  readingModuleId,
} from "~/features/catalogue-pages/catalogue-data";
import { catalogueMetadata } from "~/features/catalogue-pages/catalogue-metadata";
import { CampaignScreen } from "~/features/catalogue-pages/components/campaign-screen";
import { assetUrl } from "~/lib/asset-url";

/**
 * The campaign's module: the link's `module_id`, else the visitor's module, else (no cookies) the site's
 * first catalogue module.
 */
async function campaignModule(query: Record<string, string | string[] | undefined>) {
  return await readingModuleId(positiveId(query.module_id));
}

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<"/campaigns/[id]">): Promise<Metadata> {
  const id = positiveId((await params).id);
  const moduleId = await campaignModule(await searchParams);
  const campaign = id === null ? null : await loadCampaign(id, moduleId);
  if (!campaign) return {};
  const t = await getTranslations("cataloguePages");
  return catalogueMetadata({
    title: campaign.title,
    description: campaign.description ?? t("campaignDescription", { name: campaign.title }),
    canonical: campaignHref(campaign, moduleId),
    imageUrl: assetUrl(campaign.image_full_url),
  });
}

/** `/campaigns/{id}`: a running campaign; an unknown or finished one answers the not-found page with 404. */
export default async function CampaignPage({ params, searchParams }: PageProps<"/campaigns/[id]">) {
  const id = positiveId((await params).id);
  if (id === null) notFound();
  const moduleId = await campaignModule(await searchParams);
  const campaign = await loadCampaign(id, moduleId);
  if (!campaign) notFound();
  const moduleType = (await moduleTypeOf(moduleId)) ?? "grocery";
  return <CampaignScreen campaign={campaign} moduleType={moduleType} moduleId={moduleId} />;
}
