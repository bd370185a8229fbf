import { getTranslations } from "next-intl/server";

import type { Brand } from "@marketplace/api-client";
import { oneOf, sortBrands } from "@marketplace/domain";
import { BrandTile } from "@marketplace/ui";

import { CardLink } from "~/features/catalogue/components/card-links";
import { getCardTexts } from "~/features/catalogue/components/card-texts";
import { toBrandTileProps } from "~/features/catalogue/components/to-tile-props";
import { Breadcrumbs } from "./breadcrumbs";
import { LinkTabs } from "./link-tabs";
import { CardGrid, ModuleSection, PageMain, withParams } from "./page-parts";

/** The brands page's sorts (spec: A to Z, Z to A or Default = the server's order). */
export const BRAND_SORTS = ["default", "AtoZ", "ZtoA"] as const;

const sortLabel = { default: "sortDefault", AtoZ: "sortAtoZ", ZtoA: "sortZtoA" } as const;

/** A module's brands on `/all-brands`; `title` (the module's name) heads them when the visitor has no module. */
export interface BrandGroup {
  moduleId: number;
  title: string | null;
  brands: readonly Brand[];
}

/**
 * `/all-brands`: every brand of the module with its products count, sortable (sort in the URL); without a
 * module (a crawler, a shared link) every module's brands, one section per module.
 */
export async function BrandsScreen({
  groups,
  params,
}: {
  groups: readonly BrandGroup[];
  params: Record<string, string | string[] | undefined>;
}) {
  const [t, texts] = await Promise.all([getTranslations("cataloguePages"), getCardTexts()]);
  const sort = oneOf(params.sort, BRAND_SORTS, "default");
  const grid = ({ moduleId, title, brands }: BrandGroup) => (
    <CardGrid label={title ?? t("brands")} kind="tiles">
      {sortBrands(brands, sort).map((brand, index) => (
        <BrandTile
          key={brand.id}
          {...toBrandTileProps(brand, { moduleId, texts })}
          linkAs={CardLink}
          priority={index < 8}
        />
      ))}
    </CardGrid>
  );
  return (
    <PageMain title={t("brands")}>
      <Breadcrumbs trail={[{ name: t("brands"), href: "/all-brands" }]} />
      <LinkTabs
        label={t("sortBy")}
        current={sort}
        tabs={BRAND_SORTS.map((key) => ({
          key,
          label: t(sortLabel[key]),
          href: withParams("/all-brands", {}, { sort: key === "default" ? null : key }),
        }))}
      />
      {groups.map((group) =>
        group.title === null ? (
          <div key={group.moduleId}>{grid(group)}</div>
        ) : (
          <ModuleSection key={group.moduleId} id={group.moduleId} title={group.title}>
            {grid(group)}
          </ModuleSection>
        ),
      )}
    </PageMain>
  );
}
