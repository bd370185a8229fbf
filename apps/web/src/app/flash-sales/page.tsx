import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { getFlashSale } from "@marketplace/api-client";

import { catalogueMetadata, hasAny } from "~/features/catalogue-pages/catalogue-metadata";
import { FlashSaleScreen } from "~/features/catalogue-pages/components/flash-sale-screen";
import { getServerClient } from "~/lib/api/server-client";
import { readVisitorContext } from "~/lib/visitor/read-visitor-context";

export async function generateMetadata({
  searchParams,
}: PageProps<"/flash-sales">): Promise<Metadata> {
  const t = await getTranslations();
  return catalogueMetadata({
    title: t("home.flashSale"),
    description: t("cataloguePages.flashSaleDescription"),
    canonical: "/flash-sales",
    filtered: hasAny(await searchParams, ["id", "page"]),
  });
}

/** `/flash-sales`: the running flash sale of the module (the server serves the running one whatever the id). */
export default async function FlashSalesPage({ searchParams }: PageProps<"/flash-sales">) {
  const visitor = await readVisitorContext();
  if (!visitor.location) redirect("/");
  if (!visitor.module) redirect("/home");
  const sale = await getFlashSale(await getServerClient(), { offset: 1, limit: 1 });
  if (!sale) redirect("/home");
  return <FlashSaleScreen sale={sale} moduleId={visitor.module.id} params={await searchParams} />;
}
