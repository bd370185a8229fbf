import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { catalogueMetadata } from "~/features/catalogue-pages/catalogue-metadata";
import { CampaignsScreen } from "~/features/catalogue-pages/components/campaigns-screen";
import { readVisitorContext } from "~/lib/visitor/read-visitor-context";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("cataloguePages");
  return catalogueMetadata({
    title: t("campaigns"),
    description: t("campaignsDescription"),
    canonical: "/campaigns",
  });
}

/** `/campaigns`: needs a zone (the footer asks for one first) and a module. */
export default async function CampaignsPage() {
  const visitor = await readVisitorContext();
  if (!visitor.location) redirect("/");
  if (!visitor.module) redirect("/home");
  return <CampaignsScreen moduleId={visitor.module.id} />;
}
