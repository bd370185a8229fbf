import type { Metadata } from "next";
import { redirect } from "next/navigation";
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

/** `/categories`: the chosen module's categories (a module is needed: without one, home asks for it). */
export default async function CategoriesPage() {
  const visitor = await readVisitorContext();
  if (!visitor.module) redirect("/home");
  return <CategoriesScreen moduleType={visitor.module.type} />;
}
