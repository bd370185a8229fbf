import { getTranslations } from "next-intl/server";

import type { Brand } from "@marketplace/api-client";
import { oneOf, sortBrands } from "@marketplace/domain";
import { BrandTile } from "@marketplace/ui";

import { CardLink } from "~/features/catalogue/components/card-links";
import { getCardTexts } from "~/features/catalogue/components/card-texts";
import { toBrandTileProps } from "~/features/catalogue/components/to-card-props";
import { Breadcrumbs } from "./breadcrumbs";
import { LinkTabs } from "./link-tabs";
import { CardGrid, PageMain, withParams } from "./page-parts";

/** The brands page's sorts (spec: A to Z, Z to A or Default = the server's order). */
export const BRAND_SORTS = ["default", "AtoZ", "ZtoA"] as const;

const sortLabel = { default: "sortDefault", AtoZ: "sortAtoZ", ZtoA: "sortZtoA" } as const;

/** `/all-brands`: every brand of the module with its products count, sortable (sort in the URL). */
export async function BrandsScreen({
  brands,
  moduleId,
  params,
}: {
  brands: readonly Brand[];
  moduleId: number;
  params: Record<string, string | string[] | undefined>;
}) {
  const [t, texts] = await Promise.all([getTranslations("cataloguePages"), getCardTexts()]);
  const sort = oneOf(params.sort, BRAND_SORTS, "default");
  const sorted = sortBrands(brands, sort);
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
      <CardGrid label={t("brands")} kind="tiles">
        {sorted.map((brand, index) => (
          <BrandTile
            key={brand.id}
            {...toBrandTileProps(brand, { moduleId, texts })}
            linkAs={CardLink}
            priority={index < 8}
          />
        ))}
      </CardGrid>
    </PageMain>
  );
}
