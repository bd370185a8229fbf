import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { categoryHref, positiveId } from "@marketplace/domain";

import { findCategory, moduleTypeOf } from "~/features/catalogue-pages/catalogue-data";
import { catalogueMetadata, hasAny } from "~/features/catalogue-pages/catalogue-metadata";
import { CategoryScreen } from "~/features/catalogue-pages/components/category-screen";
import { assetUrl } from "~/lib/asset-url";

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<"/category/[id]">): Promise<Metadata> {
  const id = positiveId((await params).id);
  const found = id === null ? null : await findCategory(id);
  if (!found) return {};
  const t = await getTranslations("cataloguePages");
  return catalogueMetadata({
    title: found.category.name,
    description: t("categoryDescription", { name: found.category.name }),
    canonical: categoryHref(found.category),
    filtered: hasAny(await searchParams, ["tab", "page"]),
    imageUrl: assetUrl(found.category.image_full_url),
  });
}

/** `/category/{id}`: an unknown id answers the not-found page with 404. */
export default async function CategoryPage({ params, searchParams }: PageProps<"/category/[id]">) {
  const id = positiveId((await params).id);
  if (id === null) notFound();
  const found = await findCategory(id);
  if (!found) notFound();
  const moduleType =
    (await moduleTypeOf(found.category.module_id ?? found.parent?.module_id)) ?? "grocery";
  return <CategoryScreen found={found} moduleType={moduleType} params={await searchParams} />;
}
