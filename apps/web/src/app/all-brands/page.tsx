import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { getBrands } from "@marketplace/api-client";

import { catalogueMetadata, hasAny } from "~/features/catalogue-pages/catalogue-metadata";
import { BrandsScreen } from "~/features/catalogue-pages/components/brands-screen";
import { getServerClient } from "~/lib/api/server-client";
import { readVisitorContext } from "~/lib/visitor/read-visitor-context";

export async function generateMetadata({
  searchParams,
}: PageProps<"/all-brands">): Promise<Metadata> {
  const t = await getTranslations("cataloguePages");
  return catalogueMetadata({
    title: t("brands"),
    description: t("brandsDescription"),
    canonical: "/all-brands",
    filtered: hasAny(await searchParams, ["sort"]),
  });
}

/** `/all-brands`: the module's brands; without any brand (or module) the visitor goes to `/home`. */
export default async function AllBrandsPage({ searchParams }: PageProps<"/all-brands">) {
  const visitor = await readVisitorContext();
  if (!visitor.module) redirect("/home");
  const brands = await getBrands(await getServerClient());
  if (brands.length === 0) redirect("/home");
  return <BrandsScreen brands={brands} moduleId={visitor.module.id} params={await searchParams} />;
}
