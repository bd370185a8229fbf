import { getTranslations } from "next-intl/server";

import type { ModuleType } from "@marketplace/domain";
import { getCategories } from "@marketplace/api-client";
import { orderCategories } from "@marketplace/domain";
import { CategoryTile } from "@marketplace/ui";

import { CardLink } from "~/features/catalogue/components/card-links";
import { toCategoryTileProps } from "~/features/catalogue/components/to-card-props";
import { getServerClient } from "~/lib/api/server-client";
import { Breadcrumbs } from "./breadcrumbs";
import { CardGrid, EmptyList, PageMain } from "./page-parts";

/** `/categories`: every category of the chosen module (Grocery and Pharmacy in reversed order). */
export async function CategoriesScreen({ moduleType }: { moduleType: ModuleType }) {
  const [t, client] = await Promise.all([getTranslations("cataloguePages"), getServerClient()]);
  const categories = orderCategories(await getCategories(client), moduleType);
  return (
    <PageMain title={t("categories")}>
      <Breadcrumbs trail={[{ name: t("categories"), href: "/categories" }]} />
      {categories.length > 0 ? (
        <CardGrid label={t("categories")} kind="tiles">
          {categories.map((category, index) => (
            <CategoryTile
              key={category.id}
              {...toCategoryTileProps(category)}
              linkAs={CardLink}
              priority={index < 8}
            />
          ))}
        </CardGrid>
      ) : (
        <EmptyList title={t("categoriesNotFound")} />
      )}
    </PageMain>
  );
}
