import { getTranslations } from "next-intl/server";

import type { Category } from "@marketplace/api-client";
import type { ModuleType } from "@marketplace/domain";
import { getCategories } from "@marketplace/api-client";
import { orderCategories } from "@marketplace/domain";
import { CategoryTile } from "@marketplace/ui";

import { CardLink } from "~/features/catalogue/components/card-links";
import { toCategoryTileProps } from "~/features/catalogue/components/to-tile-props";
import { getServerClient } from "~/lib/api/server-client";
import { groupByModule, loadAllCategories } from "../catalogue-data";
import { Breadcrumbs } from "./breadcrumbs";
import { CardGrid, EmptyList, ModuleSection, PageMain } from "./page-parts";

function CategoryGrid({ label, categories }: { label: string; categories: readonly Category[] }) {
  return (
    <CardGrid label={label} kind="tiles">
      {categories.map((category, index) => (
        <CategoryTile
          key={category.id}
          {...toCategoryTileProps(category)}
          linkAs={CardLink}
          priority={index < 8}
        />
      ))}
    </CardGrid>
  );
}

/**
 * `/categories`: every category of the chosen module (Grocery and Pharmacy in reversed order). Without a
 * module (a crawler, a shared link) every module's categories, one section per module.
 */
export async function CategoriesScreen({ moduleType }: { moduleType: ModuleType | null }) {
  const t = await getTranslations("cataloguePages");
  const title = t("categories");
  if (moduleType === null) {
    const all = await loadAllCategories();
    const groups = await groupByModule((entry) =>
      all.filter((category) => category.module_id === entry.id),
    );
    return (
      <PageMain title={title}>
        <Breadcrumbs trail={[{ name: title, href: "/categories" }]} />
        {groups.length > 0 ? (
          groups.map((group) => (
            <ModuleSection
              key={group.module.id}
              id={group.module.id}
              title={group.module.module_name}
            >
              <CategoryGrid
                label={group.module.module_name}
                categories={orderCategories(group.rows, group.moduleType)}
              />
            </ModuleSection>
          ))
        ) : (
          <EmptyList title={t("categoriesNotFound")} />
        )}
      </PageMain>
    );
  }
  const categories = orderCategories(await getCategories(await getServerClient()), moduleType);
  return (
    <PageMain title={title}>
      <Breadcrumbs trail={[{ name: title, href: "/categories" }]} />
      {categories.length > 0 ? (
        <CategoryGrid label={title} categories={categories} />
      ) : (
        <EmptyList title={t("categoriesNotFound")} />
      )}
    </PageMain>
  );
}
