import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { catalogueMetadata } from "~/features/catalogue-pages/catalogue-metadata";
import { CategoriesScreen } from "~/features/catalogue-pages/components/categories-screen";
import { readVisitorContext } from "~/lib/visitor/read-visitor-context";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("cataloguePages");
  return catalogueMetadata({
    title: t("categories"),
    description: t("categoriesDescription"),
    canonical: "/categories",
  });
}

/**
 * `/categories`: the chosen module's categories; without a module (a crawler, a shared link) every
 * module's, so the page the sitemap lists shows its content to a visitor without cookies.
 */
export default async function CategoriesPage() {
  const visitor = await readVisitorContext();
  return <CategoriesScreen moduleType={visitor.module?.type ?? null} />;
}
