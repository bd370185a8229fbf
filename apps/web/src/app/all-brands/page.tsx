import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { getBrands } from "@marketplace/api-client";

import type { BrandGroup } from "~/features/catalogue-pages/components/brands-screen";
import { groupByModule, loadModuleBrands } from "~/features/catalogue-pages/catalogue-data";
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

/** The chosen module's brands, or (no module: a crawler, a shared link) every module's, by module. */
async function brandGroups(): Promise<BrandGroup[]> {
  const visitor = await readVisitorContext();
  if (visitor.module) {
    const brands = await getBrands(await getServerClient());
    return brands.length > 0 ? [{ moduleId: visitor.module.id, title: null, brands }] : [];
  }
  const groups = await groupByModule((entry) => loadModuleBrands(entry.id));
  return groups.map((group) => ({
    moduleId: group.module.id,
    title: group.module.module_name,
    brands: group.rows,
  }));
}

/** `/all-brands`: the brands; without any brand the visitor goes to `/home`. */
export default async function AllBrandsPage({ searchParams }: PageProps<"/all-brands">) {
  const groups = await brandGroups();
  if (groups.length === 0) redirect("/home");
  return <BrandsScreen groups={groups} params={await searchParams} />;
}
